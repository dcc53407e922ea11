package acme

import okio.BufferedSink

/** Writes a 24-bit big-endian integer. */
fun BufferedSink.writeMedium(medium: Int) {
  writeByte(medium ushr 16)
  writeByte(medium ushr 8)
  writeByte(medium)
}
