package com.acme;

public class Couchdb {}
