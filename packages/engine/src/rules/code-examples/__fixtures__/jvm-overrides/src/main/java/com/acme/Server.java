package com.acme;

public final class Server {
  public void setDispatcher(Dispatcher dispatcher) {}

  public void start() {}
}
