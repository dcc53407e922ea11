package main

import (
	"context"
	"os"

	"github.com/urfave/cli/v3"
)

func main() {
	cmd := &cli.Command{
		Name: "shipit",
		Flags: []cli.Flag{
			&cli.BoolWithInverseFlag{Name: "env", Usage: "read the environment"},
			&cli.BoolWithInverseFlag{Name: "color", InversePrefix: "without-"},
			&cli.BoolFlag{Name: "cache", Usage: "use the cache"},
		},
	}
	_ = cmd.Run(context.Background(), os.Args)
}
