package com.acme;

public final class CallAdapterFactory {
  public static CallAdapterFactory create() {
    return new CallAdapterFactory();
  }

  public static CallAdapterFactory createAsync() {
    return new CallAdapterFactory();
  }

  public static CallAdapterFactory createWithScheduler(Object scheduler) {
    return new CallAdapterFactory();
  }
}
