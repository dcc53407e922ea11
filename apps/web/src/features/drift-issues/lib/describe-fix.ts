import type { DriftIssue } from '@driftwatch/contract';
import { type Replacement, readReplacement } from './read-replacement';

/** One line of fix details the engine did not phrase as a sentence, in words. */
interface FixDetail {
  label: string;
  value: string;
}

/** The Suggestions card's fix, in words: never the raw fix_details object. */
export interface SuggestedFix {
  /** What kind of change it is ("Update the documentation"), from fix_action. */
  action: string | null;
  /** The suggestion as a sentence, without the "in <file> line <n>" tail shown as the location. */
  text: string | null;
  /** Where to make the change: "docs/api.md line 42". */
  location: string | null;
  /** The old and new names or values, when the suggestion is a rename or a replacement. */
  replacement: Replacement | null;
  /** The documented line before and after the replacement, when the claim contains the old text. */
  preview: { before: string; after: string } | null;
  /** Other fields of an object fix_details, as labelled values. */
  details: FixDetail[];
  /** The suggestion this fix shows, so the list below does not repeat it. */
  shownSuggestion: string | null;
}

const actionLabels: Record<string, string> = {
  update_docs: 'Update the documentation',
  update_code: 'Update the code',
  remove_docs: 'Remove the documentation',
};

/** Keys of the engine's fix_details that the fix already shows as its text and location. */
const shownKeys = new Set(['suggestion', 'doc_path', 'doc_line']);

function words(key: string): string {
  const spaced = key
    .replaceAll(/[_-]+/g, ' ')
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** A value in words: lists joined with commas, nested fields as "name: value" pairs. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => [words(key), valueText(inner)] as const)
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join('; ');
  }
  return '';
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** "Rename a to b in docs/api.md line 42" → the sentence and the place, apart. */
function splitLocation(sentence: string): { text: string; location: string | null } {
  const match = / in (\S+) line (\d+)$/.exec(sentence);
  if (!match) return { text: sentence, location: null };
  return { text: sentence.slice(0, match.index), location: `${match[1]} line ${match[2]}` };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The claim with the old text replaced, when the claim names it as a whole word. */
function previewOf(claim: string | null, replacement: Replacement | null) {
  // A claim that is only the old text would repeat the replacement line for line.
  if (!claim || !replacement?.before || claim.trim() === replacement.before) return null;
  // Word edges only where the old text starts or ends with a word character (`#anchor` follows `.md`).
  const start = /^[\w$]/.test(replacement.before) ? '(?<![\\w$])' : '';
  const end = /[\w$]$/.test(replacement.before) ? '(?![\\w$])' : '';
  const pattern = new RegExp(`${start}${escapeRegExp(replacement.before)}${end}`, 'g');
  if (!pattern.test(claim)) return null;
  return { before: claim, after: claim.replace(pattern, replacement.after) };
}

/** Reads the issue's fix (fix_action, fix_details, suggestions) into what the card shows. */
export function describeFix(issue: Pick<DriftIssue, 'suggestions' | 'metadata'>): SuggestedFix | null {
  const { fix_action: fixAction, fix_details: fixDetails, doc_claim: claim } = issue.metadata;
  const record = fixDetails !== null && typeof fixDetails === 'object' ? fixDetails : null;
  const sentence = typeof fixDetails === 'string' ? textOf(fixDetails) : (textOf(record?.suggestion) ?? null);
  const details = Object.entries(record ?? {})
    .filter(([key]) => !shownKeys.has(key))
    .map(([key, value]) => ({ label: words(key), value: valueText(value) }))
    .filter((detail) => detail.value !== '');
  const action = fixAction ? (actionLabels[fixAction] ?? words(fixAction)) : null;
  if (!sentence && details.length === 0 && !action) return null;

  const split = sentence ? splitLocation(sentence) : { text: null, location: null };
  const docPath = textOf(record?.doc_path);
  const docLine = typeof record?.doc_line === 'number' ? record.doc_line : null;
  const location =
    split.location ?? (docPath ? (docLine === null ? docPath : `${docPath} line ${docLine}`) : null);
  const replacement = split.text ? readReplacement(split.text, claim) : null;
  return {
    action,
    text: split.text,
    location,
    replacement,
    preview: previewOf(claim, replacement),
    details,
    shownSuggestion: sentence && issue.suggestions.includes(sentence) ? sentence : null,
  };
}
