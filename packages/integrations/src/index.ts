export * from './git/index.js';
