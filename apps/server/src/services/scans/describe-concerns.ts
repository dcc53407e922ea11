import type { AffectedFileColumn } from '@driftwatch/db';
import type { Finding } from '@driftwatch/engine';

interface Concerns {
  functions: string[];
  classes: string[];
  exports: string[];
}

/**
 * Sorts the finding's identifier into concern kinds (functions, classes, exports). Routes, flags, environment
 * variables and file links are what a module exposes to the outside, so they count as exports;
 * `Client.send` is a class and a method; a capitalised name is a class; anything else a function.
 */
export function describeConcerns(finding: Pick<Finding, 'identifier' | 'subtype'>): Concerns {
  const identifier = finding.identifier.trim();
  const concerns: Concerns = { functions: [], classes: [], exports: [] };
  if (identifier === '') return concerns;
  const isExternalName =
    /\s/.test(identifier) ||
    /^[-/]/.test(identifier) ||
    /^[A-Z][A-Z0-9_]+$/.test(identifier) ||
    identifier.includes('/') ||
    finding.subtype === 'broken_link' ||
    finding.subtype === 'endpoint_mismatch';
  if (isExternalName) {
    concerns.exports.push(identifier);
    return concerns;
  }
  const member = /^([A-Za-z_$][\w$]*)[.#]([A-Za-z_$][\w$]*)/.exec(identifier);
  if (member?.[1] && member[2]) {
    concerns.classes.push(member[1]);
    concerns.functions.push(member[2]);
    return concerns;
  }
  const name = identifier.replace(/\(.*$/, '');
  if (/^[A-Z][a-z0-9]/.test(name)) concerns.classes.push(name);
  else concerns.functions.push(name);
  return concerns;
}

/** The doc file and the code file of a finding, each with the concerns it involves. */
export function affectedFiles(finding: Finding): AffectedFileColumn[] {
  const concerns = describeConcerns(finding);
  const files: AffectedFileColumn[] = [];
  if (finding.doc) files.push({ path: finding.doc.path, functions: [], classes: [], exports: [] });
  if (finding.code) {
    const existing = files.find((file) => file.path === finding.code?.path);
    if (existing) Object.assign(existing, concerns);
    else files.push({ path: finding.code.path, ...concerns });
  } else if (files[0]) {
    // No code location (a removed symbol, a broken link): the concern stays with the doc.
    Object.assign(files[0], concerns);
  }
  return files;
}
