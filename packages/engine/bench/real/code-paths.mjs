/** Git pathspecs of the code files whose names docs refer to. */
export const CODE_PATHS = [
  '*.py',
  '*.pyi',
  '*.js',
  '*.mjs',
  '*.cjs',
  '*.jsx',
  '*.ts',
  '*.tsx',
  '*.go',
  '*.rs',
  '*.java',
  '*.kt',
];
