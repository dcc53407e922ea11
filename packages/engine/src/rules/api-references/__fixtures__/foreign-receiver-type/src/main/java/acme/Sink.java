package acme;

public class Sink {
  public void write(String data) {}

  public void flushAll() {}
}
