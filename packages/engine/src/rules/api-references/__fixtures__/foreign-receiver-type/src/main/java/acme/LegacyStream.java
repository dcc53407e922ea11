package acme;

import java.io.OutputStream;

public class LegacyStream {
  public OutputStream outputStream() {
    return null;
  }

  public void close() {}
}
