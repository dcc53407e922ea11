import { apiReferencesRule } from './check-api-references.js';
import { cliFlagsRule } from './check-cli.js';
import { codeExamplesRule } from './check-code-examples.js';
import { endpointsRule } from './check-endpoints.js';
import { envVarsRule } from './check-env-vars.js';
import { brokenLinksRule } from './check-links.js';
import { optionTablesRule } from './check-option-tables.js';
import { undocumentedApiRule } from './check-undocumented-api.js';
import { configKeysRule } from './config-keys/check-config-keys.js';
import { functionalOptionsRule } from './functional-options/check-functional-options.js';
import { goPackageMembersRule } from './go-package-members/check-go-package-members.js';
import type { Rule } from './rule.js';
import { skipNamesDeclaredElsewhere } from './skip-names-declared-elsewhere.js';

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
