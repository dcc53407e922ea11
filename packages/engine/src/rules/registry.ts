import { apiReferencesRule } from './api-references/index.js';
import { brokenLinksRule } from './broken-links/index.js';
import { cliFlagsRule } from './cli-flags/index.js';
import { codeExamplesRule } from './code-examples/index.js';
import { configKeysRule } from './config-keys/index.js';
import { endpointsRule } from './endpoints/index.js';
import { envVarsRule } from './env-vars/index.js';
import { functionalOptionsRule } from './functional-options/index.js';
import { goPackageMembersRule } from './go-package-members/index.js';
import { optionTablesRule } from './option-tables/index.js';
import type { Rule } from './rule.js';
import { skipNamesDeclaredElsewhere } from './shared/skip-names-declared-elsewhere.js';
import { undocumentedApiRule } from './undocumented-api/index.js';

/** Every rule the engine runs, in order. Add a rule by writing a Rule object and listing it here. */
export function createRuleRegistry(): Rule[] {
  return [
    brokenLinksRule,
    endpointsRule,
    cliFlagsRule,
    envVarsRule,
    configKeysRule,
    skipNamesDeclaredElsewhere(apiReferencesRule),
    optionTablesRule,
    functionalOptionsRule,
    skipNamesDeclaredElsewhere(codeExamplesRule),
    skipNamesDeclaredElsewhere(goPackageMembersRule),
    undocumentedApiRule,
  ];
}
