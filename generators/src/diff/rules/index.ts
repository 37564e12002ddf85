/**
 * The registry: every rule the diff knows, and the only list of them. The report, the version bump, the
 * waivers' check and docs/diff-rules.md all read it. To add a rule, add its object to a category file.
 */
import type { Rule } from '../rule.js';
import { bodyRules } from './bodies.js';
import { documentRules } from './documents.js';
import { operationRules } from './operations.js';
import { parameterRules } from './parameters.js';
import { responseRules } from './responses.js';
import { hookRules } from './hooks.js';
import { streamRules } from './streams.js';
import { keywordRules } from './keywords.js';
import { lifecycleRules } from './lifecycle.js';
import { schemaRules } from './schemas.js';
import { securityRules } from './security.js';

export const RULES: readonly Rule[] = [
  ...operationRules,
  ...hookRules,
  ...lifecycleRules,
  ...parameterRules,
  ...bodyRules,
  ...responseRules,
  ...streamRules,
  ...schemaRules,
  ...keywordRules,
  ...securityRules,
  ...documentRules,
];

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id));
if (RULE_IDS.size !== RULES.length) throw new Error('Two diff rules share an id.');
