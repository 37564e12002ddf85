/**
 * The deliberate differences from oasdiff's verdicts, each with its reason: the table "Where we differ from
 * oasdiff and why" of docs/diff-rules.md (rules-page.ts). `rules` names the rules of ours whose verdict the row
 * argues where oasdiff gives a lower one; `npm run bench:oasdiff` checks that every breaking verdict of ours
 * that oasdiff does not give on its own checker fixtures (read change by change: a fixture pair that also
 * changes what the test does not assert is judged on that change by oasdiff's own rule for it) is argued by a
 * row naming its rules.
 */
export interface Difference {
  change: string;
  oasdiff: string;
  here: string;
  why: string;
  /** Our rules whose breaking verdict this row argues (empty when ours is the milder verdict). */
  rules: readonly string[];
}

export const DIFFERENCES: readonly Difference[] = [
  {
    change: 'operationId changed, removed or added; a tag added or removed',
    oasdiff: 'info (`api-operation-id-*`, `api-tag-*`)',
    here: '`sdk-method-changed` breaking where the generated client method moves; `operation-id-changed` a warning',
    why: "the client method is read from the generator's own placement code (the IR), so a moved method is certain, not guessed: code calling `client.pets.listPets` stops compiling. With the SDK impact what compiles decides; `--no-sdk` keeps the rule's verdict. An operationId change that leaves the method where it was is only a warning",
    rules: ['sdk-method-changed', 'operation-id-changed'],
  },
  {
    change: 'a bound tightened, a pattern replaced, a limit set on a request',
    oasdiff: 'error; a pattern changed or a max length set: warning',
    here: 'breaking; a pattern replaced by one accepting every old value: `request-bound-loosened`',
    why: 'a value clients send today may be refused. A replaced pattern is compared as the set of strings it accepts (a finite automaton of each), not guessed: where the new one accepts all the old one did, nothing is refused; where it refuses some, or the two cannot be compared (backreferences, assertions inside), it is breaking',
    rules: ['request-bound-tightened'],
  },
  {
    change: 'a constraint on a `readOnly` request field, a `writeOnly` response field',
    oasdiff: 'reported (`request-read-only-property-*`)',
    here: 'not compared',
    why: 'clients never send a read-only field nor receive a write-only one',
    rules: [],
  },
  {
    change: 'a request field became `readOnly`',
    oasdiff: 'info',
    here: 'warning, **SDK decides**',
    why: '`readOnly` is an annotation: a request carrying the field stays valid and the server ignores it; the generated request types drop it, so code sending it stops compiling, which the SDK impact finds',
    rules: [],
  },
  {
    change: 'a response field became `writeOnly`',
    oasdiff: 'info (optional), not reported (required)',
    here: 'required: `response-property-became-write-only`, breaking; optional: warning',
    why: 'clients stop receiving it: the same verdicts as a required or an optional response field removed',
    rules: ['response-property-became-write-only'],
  },
  {
    change: 'a request field removed while the object still accepts fields it does not list',
    oasdiff: 'warning (`request-property-removed`)',
    here: '`request-property-removed-still-accepted`, warning, **SDK decides**',
    why: "the wire still accepts it; the SDK's exact body types refuse it, so code sending it stops compiling, which the SDK impact finds. Where `additionalProperties` (or `unevaluatedProperties`) refuses it, `request-property-removed` is breaking",
    rules: [],
  },
  {
    change: 'a discriminator added, removed, renamed or remapped',
    oasdiff: 'info',
    here: 'warning, **SDK decides**',
    why: 'a discriminator is an annotation: the alternatives decide what is valid, and their changes have their own rules; the SDK impact finds generated types that change under code',
    rules: [],
  },
  {
    change: 'a request schema newly wrapped in `oneOf`/`anyOf`',
    oasdiff: 'error (`request-body-wrapped-in-one-of`)',
    here: '`request-wrapped-in-alternatives`, breaking',
    why: 'the same verdict: a body valid before may match none of the alternatives, or two of a oneOf',
    rules: [],
  },
  {
    change: 'a response pattern removed or replaced',
    oasdiff: 'info',
    here: '`response-pattern-loosened`, warning',
    why: 'no generated type carries a pattern and the value keeps its type and length limits: only clients validating by the old pattern notice',
    rules: [],
  },
  {
    change: 'a deprecated operation or parameter removed after its sunset date',
    oasdiff: 'allowed (`api-path-removed-with-deprecation`, `request-parameter-removed-with-deprecation`), with a minimum deprecation period option',
    here: 'allowed, configurable (`diff.lifecycle`)',
    why: 'the same policy; the period is the sunset date the spec states',
    rules: [],
  },
  {
    change: 'a parameter removed (deprecated without a sunset date, or never deprecated)',
    oasdiff: 'warning, or nothing when it was deprecated',
    here: '`parameter-removed`, breaking',
    why: "a server ignores the parameter it no longer knows: the call succeeds and the filter no longer filters; the SDK's parameter types lose it. Without a sunset date clients were never told when it would go",
    rules: ['parameter-removed'],
  },
  {
    change: 'a parameter declared on the path (shared by its operations) changed',
    oasdiff: 'not reported unless `--flatten-params` is given',
    here: 'compared in each operation, by the rule of the change (a `maxItems` lowered: `request-bound-tightened`, breaking)',
    why: "the generated client's methods carry the path's parameters like their own: a shared parameter's change reaches every call of the path",
    rules: [],
  },
  {
    change: 'sunset date withdrawn from a deprecated operation or parameter',
    oasdiff: 'error (`sunset-deleted`, `request-parameter-sunset-deleted`)',
    here: 'information',
    why: 'withdrawing the date postpones the removal indefinitely: clients get more time',
    rules: [],
  },
  {
    change: 'a sunset date that is no date; a stability level the policy does not know',
    oasdiff: 'error (`*-sunset-parse`, `*-sunset-invalid`, `api-invalid-stability-level`)',
    here: 'warning',
    why: 'a fault of the document, not a change clients meet: the element is judged as stable with no date, so removing it stays breaking',
    rules: [],
  },
  {
    change: 'a default added, changed or removed in a request',
    oasdiff: 'error',
    here: 'warning',
    why: 'clients that send the value are unaffected; those that omit it see behaviour change without a code change',
    rules: [],
  },
  {
    change: 'an `x-extensible-enum` value no longer listed in a request',
    oasdiff: 'error',
    here: 'warning',
    why: 'an open set promises that unknown values are handled; the server may still accept it',
    rules: [],
  },
  {
    change: 'a new `patternProperties` entry in a request; one removed',
    oasdiff: 'error; info',
    here: 'warning; breaking where the object refuses unlisted fields, else a warning the SDK impact decides',
    why: 'a new entry constrains only fields matching a pattern clients rarely send; once an entry is removed, the fields clients send under it are refused only where the object refuses what it does not list',
    rules: ['request-pattern-property-removed'],
  },
  {
    change: 'a new constraint in a response (`contains`, `dependentRequired`, `if`, `propertyNames`, `unevaluated*`)',
    oasdiff: 'error for some (`response-*-dependent-required-changed`, `-content-*`)',
    here: 'not breaking for clients, the server must comply',
    why: 'a response that satisfies more constraints is still what clients understand',
    rules: [],
  },
  {
    change: '`contentSchema` of a request or response added, removed or changed',
    oasdiff: 'info',
    here: 'breaking',
    why: 'the string carries an embedded document whose shape changed: clients sending or parsing it by the old schema break',
    rules: ['request-content-changed', 'response-content-changed'],
  },
  {
    change: 'a response `anyOf` alternative added, an `allOf` member removed',
    oasdiff: 'info',
    here: 'breaking',
    why: 'clients may receive values of a shape they do not know, or lose the fields the member guaranteed',
    rules: ['response-anyof-added', 'response-allof-removed'],
  },
  {
    change: 'a type replaced by one whose values serialize alike (a form-exploded scalar and an array, an XML object and a string) or a response that may now be `null`',
    oasdiff: 'info, or suppressed',
    here: 'breaking',
    why: 'we compare JSON types, which the generated types follow: `string | number` becoming `string[]`, or `T` becoming `T | null`, stops code from compiling',
    rules: ['request-type-changed', 'response-type-changed', 'response-became-nullable'],
  },
  {
    change: 'a change inside `not`',
    oasdiff: 'compared in the same direction',
    here: 'compared in the opposite direction',
    why: 'a narrower `not` accepts more values: adding a required field under `not` in a request widens it',
    rules: [],
  },
  {
    change: 'changes in a webhook or callback',
    oasdiff: 'compared as a request clients send (`request-body-became-required` is an error)',
    here: 'compared with the roles reversed',
    why: 'the API sends the webhook: a body it now always sends breaks no client; a field it stops sending does',
    rules: [],
  },
  {
    change: 'security added where there was none, a scope added, a scheme changed',
    oasdiff: 'info (`api-security-added`, `api-global-security-added`, `api-security-scope-added`, `api-security-component-type-changed`)',
    here: 'breaking',
    why: 'calls made today without credentials, without the new scope or with the old kind of credential are refused',
    rules: ['security-requirement-removed', 'security-scope-added', 'security-scheme-changed'],
  },
  {
    change: 'servers list changed',
    oasdiff: 'not reported',
    here: '`server-url-changed`, breaking',
    why: 'clients configured with a removed server URL fail, and the generated client defaults to the first server',
    rules: ['server-url-changed'],
  },
  {
    change: 'a response media type specialized, generalized or given parameters',
    oasdiff: 'info (`response-media-type-name-specialized`, `response-media-type-name-changed`); generalized (`application/problem+json` -> `application/json`): error',
    here: '`response-media-type-renamed`, warning, where both are read the same way (two JSON types, or one type with other parameters); another type: `response-media-type-removed`, breaking',
    why: 'the two are paired and their schemas compared, so a body that changes shape is still judged by its own rules; the generated clients send no `Accept` for a JSON answer and read either type as JSON, so only a client checking the content type exactly notices, whichever way it went. A type read differently (`application/json` -> `application/xml`) is one clients cannot parse',
    rules: ['response-media-type-removed'],
  },
  {
    change: '`x-stability-level` draft/alpha operations',
    oasdiff: 'changes not reported',
    here: 'reported, marked not breaking',
    why: 'the changes are still listed for the changelog',
    rules: [],
  },
  {
    change: 'a security scheme nothing references removed',
    oasdiff: 'info (`api-security-component-removed`)',
    here: 'not reported',
    why: 'nothing authenticated with it',
    rules: [],
  },
];
