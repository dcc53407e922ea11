/**
 * Members every value of the language has without the project declaring them: `java.lang.Object`'s
 * (`getClass`, `hashCode`, ...), and those Rust's derives and blanket impls give (`clone`,
 * `to_string`, `into`, ...). A receiver's type never lacks them.
 */
const UNIVERSAL_MEMBERS = new Set([
  'getClass',
  'hashCode',
  'equals',
  'toString',
  'notify',
  'notifyAll',
  'wait',
  'clone',
  'clone_from',
  'to_string',
  'to_owned',
  'fmt',
  'default',
  'from',
  'into',
  'try_from',
  'try_into',
  'eq',
  'ne',
  'cmp',
  'partial_cmp',
  'hash',
  'borrow',
  'borrow_mut',
  'as_ref',
  'as_mut',
  'type_id',
  'serialize',
  'deserialize',
]);

export function isUniversalMember(name: string): boolean {
  return UNIVERSAL_MEMBERS.has(name);
}
