/**
 * `_client.py`: the definition table the runtime reads (server, environment prefix, request-id header,
 * error and page envelopes, error types by status, where the credential goes, the token exchange) and the
 * two client classes with their resources, plus `with_raw_response`.
 */
import type { IR } from '../../ir/types.js';
import { docstring, pyString } from './names.js';
import { header, variantClass, variantModule, VARIANTS, type ResourceNode } from './modules.js';

const tuple = (path: readonly string[] | undefined) => (path ? `(${path.map((k) => `${pyString(k)}, `).join('')})` : 'None');

function definition(ir: IR, userAgent: string, constants: Map<string, string>): string[] {
  const api = ir.api;
  const auth = api.auth;
  const credential =
    auth.kind === 'none'
      ? `_d.Credential(kind="none")`
      : auth.kind === 'apiKey'
        ? `_d.Credential(kind="api_key", location=${pyString(auth.in)}, name=${pyString(auth.name)})`
        : auth.kind === 'http'
          ? `_d.Credential(kind="http", scheme=${pyString(auth.httpScheme.charAt(0).toUpperCase() + auth.httpScheme.slice(1))})`
          : `_d.Credential(kind="bearer")`;
  const e = api.errors;
  const p = api.pagination;
  const t = ir.errorTypes;
  const token = api.tokenExchange;
  const tokenOp = token ? constants.get(token.operationId) : undefined;
  return [
    'DEFINITION = _d.ClientDefinition(',
    `    default_base_url=${pyString(api.baseUrl)},`,
    `    env_prefix=${pyString(api.client.envPrefix)},`,
    `    user_agent=${pyString(userAgent)},`,
    `    logger_name=${pyString(api.python.packageName)},`,
    `    request_id_header=${pyString(api.requestIdHeader.toLowerCase())},`,
    ...(e
      ? [
          `    errors=_d.ErrorEnvelope(code=${tuple(e.code)}, type=${tuple(e.type)}, message=${tuple(e.message)}, param=${tuple(e.param)}, details=${tuple(e.details)}, request_id=${tuple(e.requestId)}),`,
        ]
      : []),
    ...(t
      ? [
          `    error_types={"by_status": {${Object.entries(t.byStatus)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => `${pyString(k)}: ${pyString(v)}`)
            .join(', ')}}${t.clientError ? `, "client_error": ${pyString(t.clientError)}` : ''}${t.serverError ? `, "server_error": ${pyString(t.serverError)}` : ''}},`,
        ]
      : []),
    ...(p
      ? [
          `    pagination=_d.PageEnvelope(items=${tuple(p.items)}, has_more=${tuple(p.hasMore)}, next_cursor=${tuple(p.nextCursor)}, page=${tuple(p.page)}, page_param=${pyString(p.pageParam)}, cursor_param=${pyString(p.cursorParam)}),`,
        ]
      : []),
    `    credential=${credential},`,
    ...(token && tokenOp
      ? [
          `    token_exchange=_d.TokenExchange(operation=_ops.${tokenOp}, client_id_field=${pyString(token.clientIdField)}, client_secret_field=${pyString(token.clientSecretField)}, rejected_code=${token.rejectedCode ? pyString(token.rejectedCode) : 'None'}),`,
        ]
      : []),
    ')',
  ];
}

/** The constructor's credential options, by the spec's scheme. */
function credentialOptions(ir: IR): { name: string; doc: string }[] {
  const auth = ir.api.auth;
  const p = ir.api.client.envPrefix;
  if (auth.kind === 'none') return [];
  if (auth.kind === 'apiKey') return [{ name: 'api_key', doc: `the API key (default \`${p}API_KEY\`)` }];
  const token = { name: 'access_token', doc: `a token sent as is (default \`${p}ACCESS_TOKEN\`)` };
  if (!ir.api.tokenExchange) return [token];
  return [
    { name: 'client_id', doc: `exchanged with \`client_secret\` for a token, cached and refreshed (default \`${p}CLIENT_ID\`)` },
    { name: 'client_secret', doc: `default \`${p}CLIENT_SECRET\`` },
    token,
  ];
}

export function clientModule(ir: IR, tree: ResourceNode[], userAgent: string, constants: Map<string, string>): string {
  const py = ir.api.python;
  const creds = credentialOptions(ir);
  const lines = [
    ...header(ir, `The clients of ${ir.info.title}: \`${py.className}\` and \`Async${py.className}\`.`),
    'import typing as _t',
    '',
    'from . import _operations as _ops',
    'from ._runtime import client as _r',
    'from ._runtime import definition as _d',
    '',
    'if _t.TYPE_CHECKING:',
    '    import logging',
    '',
    '    import httpx',
    '',
    ...VARIANTS.flatMap((v) =>
      tree.length ? [`    from .resources.${variantModule(v)} import (${tree.map((n) => `\n        ${variantClass(n.className, v)},`).join('')}\n    )`] : [],
    ),
    '',
    '_ = _ops',
    'LogLevel = _t.Literal["debug", "info", "warn", "error", "off"]',
    '',
    ...definition(ir, userAgent, constants),
  ];
  const p = ir.api.client.envPrefix;
  for (const isAsync of [false, true]) {
    const cls = `${isAsync ? 'Async' : ''}${py.className}`;
    const base = isAsync ? '_r.AsyncClient' : '_r.SyncClient';
    const v = { async: isAsync, raw: false };
    const rawV = { async: isAsync, raw: true };
    const doc = [
      `${isAsync ? 'Asynchronous client' : 'Client'} of ${ir.info.title} ${ir.info.version}.`,
      '',
      `Options left out are read from the environment: \`${p}BASE_URL\` (else ${ir.api.baseUrl})${creds.length ? `, ${creds.map((c) => `\`${c.name}\`: ${c.doc}`).join('; ')}` : ''}; \`${p}LOG_LEVEL\`.`,
      `\`timeout\` is per attempt and \`max_retry_time\` per call, in seconds; 429, 5xx and connection errors are retried \`max_retries\` times with backoff.`,
    ].join('\n');
    lines.push('', '', `class ${cls}(${base}):`, ...docstring(doc, '    '));
    for (const n of tree) lines.push(`    ${n.name}: ${variantClass(n.className, v)}`);
    lines.push(
      '',
      '    def __init__(',
      '        self,',
      '        *,',
      '        base_url: str | None = None,',
      ...creds.map((c) => `        ${c.name}: str | None = None,`),
      '        timeout: float | None = None,',
      '        max_retries: int | None = None,',
      '        max_retry_time: float | None = None,',
      '        retry_delay: tuple[float, float] | None = None,',
      '        default_headers: _t.Mapping[str, str] | None = None,',
      '        log_level: LogLevel | None = None,',
      '        logger: logging.Logger | None = None,',
      `        http_client: ${isAsync ? 'httpx.AsyncClient' : 'httpx.Client'} | None = None,`,
      '    ) -> None:',
      '        super().__init__(',
      '            DEFINITION,',
      '            base_url=base_url,',
      ...creds.map((c) => `            ${c.name}=${c.name},`),
      '            timeout=timeout,',
      '            max_retries=max_retries,',
      '            max_retry_time=max_retry_time,',
      '            retry_delay=retry_delay,',
      '            default_headers=default_headers,',
      '            log_level=log_level,',
      '            logger=logger,',
      '            http_client=http_client,',
      '        )',
      // Each variant's module is imported when a client first needs it: `import` of the package stays cheap.
      `        from .resources import ${variantModule(v)} as _resources`,
      '',
      ...tree.map((n) => `        self.${n.name} = _resources.${variantClass(n.className, v)}(self)`),
      '',
      '    @property',
      `    def with_raw_response(self) -> ${cls}WithRawResponse:`,
      '        """The same resources, each method answering a raw response: status, headers, request id, `.parse()`."""',
      `        return ${cls}WithRawResponse(self)`,
      '',
      '',
      `class ${cls}WithRawResponse:`,
      `    """\`${cls}\`'s resources, answering raw responses."""`,
      '',
      ...tree.map((n) => `    ${n.name}: ${variantClass(n.className, rawV)}`),
      '',
      `    def __init__(self, client: ${base}) -> None:`,
      `        from .resources import ${variantModule(rawV)} as _resources`,
      '',
      ...(tree.length ? tree.map((n) => `        self.${n.name} = _resources.${variantClass(n.className, rawV)}(client)`) : ['        del client, _resources']),
    );
  }
  return lines.join('\n') + '\n';
}

export function initModule(ir: IR, version: string): string {
  const py = ir.api.python;
  const errorName = `${py.className}Error`;
  const streams = ir.operations.some((op) => op.responses.some((r) => r.stream && !r.stream.requestedBy));
  const names = [
    py.className,
    `Async${py.className}`,
    'types',
    'ApiClientError',
    ...(errorName !== 'ApiClientError' ? [errorName] : []),
    'APIError',
    'InvalidRequestError',
    'AuthenticationError',
    'PlanLimitError',
    'PermissionDeniedError',
    'NotFoundError',
    'ConflictError',
    'RateLimitError',
    'InternalServerError',
    'APIConnectionError',
    'APITimeoutError',
    'poll_changes',
    'async_poll_changes',
    'ChangeQuery',
    'ChangePage',
    'NOT_GIVEN',
    'NotGiven',
    'RequestOptions',
    'RawResponse',
    'SyncPager',
    'AsyncPager',
    'Model',
    // An API with a streamed answer: what its methods return, and the error of an item that cannot be read.
    ...(streams ? ['Stream', 'AsyncStream', 'ServerSentEvent', 'APIStreamError'] : []),
    '__version__',
  ];
  return (
    [
      ...header(
        ir,
        `${py.distributionName}: the Python SDK of ${ir.info.title}.\n\n\`${py.className}\` and \`Async${py.className}\` are the clients; \`${py.packageName}.types\` holds the models and request types.`,
      ),
      `from . import types`,
      `from ._client import ${py.className}, Async${py.className}`,
      'from ._runtime.errors import (',
      '    APIConnectionError,',
      '    APIError,',
      '    ApiClientError,',
      ...(errorName !== 'ApiClientError' ? [`    ApiClientError as ${errorName},`] : []),
      '    APITimeoutError,',
      '    AuthenticationError,',
      '    ConflictError,',
      '    InternalServerError,',
      '    InvalidRequestError,',
      '    NotFoundError,',
      '    PermissionDeniedError,',
      '    PlanLimitError,',
      '    RateLimitError,',
      ')',
      'from ._runtime.models import Model',
      'from ._runtime.options import RequestOptions',
      'from ._runtime.pagination import AsyncPager, SyncPager',
      'from ._runtime.polling import ChangePage, ChangeQuery, async_poll_changes, poll_changes',
      'from ._runtime.responses import RawResponse',
      'from ._runtime.sentinel import NOT_GIVEN, NotGiven',
      ...(streams ? ['from ._runtime.streams import APIStreamError, AsyncStream, ServerSentEvent, Stream'] : []),
      '',
      `# The error classes print as this package's (${py.packageName}.NotFoundError), where users import them from.`,
      'for _error in (APIConnectionError, APIError, ApiClientError, APITimeoutError, AuthenticationError, ConflictError, InternalServerError, InvalidRequestError, NotFoundError, PermissionDeniedError, PlanLimitError, RateLimitError):',
      '    _error.__module__ = __name__',
      '',
      `__version__ = ${pyString(version)}`,
      '',
      `__all__ = [${names.map(pyString).join(', ')}]`,
    ].join('\n') + '\n'
  );
}
