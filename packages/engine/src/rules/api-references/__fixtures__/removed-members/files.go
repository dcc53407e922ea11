package zlog

import "os"

func closeFile(f *os.File) error { return f.Close() }
