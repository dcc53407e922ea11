package com.acme

abstract class Dispatcher {
  abstract fun dispatch(request: Request): Response

  open fun shutdown() {}
}

class Request(val path: String)

class Response(val code: Int)
