/**
 * The generator's configuration file (`cmp.config.ts` at the project root), in the style of hey-api's
 * `defineConfig`: everything particular to one API that its OpenAPI document does not say. Every field is
 * optional; the defaults (./defaults.ts) work for any spec, so `generate --spec any.json` needs no file.
 *
 * A key path into a JSON body is written dotted (`'error.code'`) or as an array of keys (`['error', 'code']`)
 * when a key itself holds a dot.
 */
export type KeyPath = string | readonly string[];

export interface UserConfig {
  /** The OpenAPI 3.0, 3.1 or 3.2 (or Swagger 2.0) root document, relative to this file. `--spec` overrides it. */
  input?: string;
  /**
   * A Redocly configuration (lint rules, plugins), relative to this file, used to lint the document before
   * generating. Without one, only the structural rules run (a wrong type, a missing field, a dangling $ref).
   */
  redocly?: string;
  /**
   * Refuse every structural fault of the document. Default false: the faults other generators read past
   * (a misplaced `example`, an unknown keyword, Swagger 2.0's `type: file`; see generators/README.md,
   * "Lenient reading") generate with a located warning each. `generate --strict` sets it for one run.
   */
  strict?: boolean;
  /** The generated client's public names. */
  client?: {
    /** The npm package the client ships as; with the spec's version it is the client's `User-Agent`. Default: the title, kebab-cased, + `-client`. */
    packageName?: string;
    /** The class users construct. Default: the title, PascalCased, + `Client`. */
    className?: string;
    /** The same client without resources (for bundles that construct single resources). Default: the class name with `Core` for `Client`. */
    coreClassName?: string;
    /**
     * Prefix of the environment variables the client reads when its options leave a value out
     * (`<prefix>BASE_URL`, `<prefix>CLIENT_ID`, `<prefix>CLIENT_SECRET`, `<prefix>ACCESS_TOKEN`, `<prefix>LOG_LEVEL`).
     * Default: the title's words in upper case, less a trailing `API` (`Acme Widgets API` -> `ACME_WIDGETS_`), else `API_`.
     */
    envPrefix?: string;
    /** The name the entry point also exports the runtime's `ApiClientError` under. Default: the class name with `Error` for `Client`. */
    errorClassName?: string;
  } & PackageOptions;
  /** The generated server package's public names. */
  server?: {
    /** The npm package the server stubs ship as. Default: the title, kebab-cased, + `-server`. */
    packageName?: string;
  } & PackageOptions;
  /** The generated MCP server package's public names (an MCP server over the client, for AI agents). */
  mcp?: {
    /** The npm package the MCP server ships as. Default: the title, kebab-cased, + `-mcp`. */
    packageName?: string;
    /** The command its package installs. Default: the package name without its scope. */
    binName?: string;
  } & PackageOptions;
  /** The generated Python SDK's public names (`generate --only python`). */
  python?: {
    /** The distribution `pip install` names (PEP 503). Default: the title's words, kebab-cased, less a trailing `api` (`swagger-petstore`). */
    distributionName?: string;
    /** The import package. Default: the distribution name with `_` for `-` (`swagger_petstore`). */
    packageName?: string;
    /** The class users construct; its asynchronous twin is `Async<className>`. Default: the title's words, PascalCased, less a trailing `Api` (`SwaggerPetstore`). */
    className?: string;
    /** The distribution's summary. Default: from the title. */
    description?: string;
  };
  /**
   * The token exchange the client performs for a client id and secret: the operation (by operationId), the
   * request-body fields that carry them, and the error code of a 401 that means "fetch a new token and
   * send once more". Default: the operation at the `tokenUrl` of an OAuth 2 client-credentials flow, with the
   * field names of RFC 6749 (2.3.1) and the error code of RFC 6750 (3.1); none when the spec has no such flow.
   * `false`: no token exchange.
   */
  tokenExchange?:
    | false
    | {
        operationId: string;
        clientIdField?: string;
        clientSecretField?: string;
        rejectedCode?: string;
      };
  /**
   * Where an error body carries its parts, as key paths into the body. `code` is what error examples are
   * read by (the documented error codes); the runtimes read and, on the server, write the others.
   * Default: none (no error codes are derived; runtimes report the status and the raw body).
   */
  errors?: {
    code: KeyPath;
    type?: KeyPath;
    message?: KeyPath;
    param?: KeyPath;
    details?: KeyPath;
    requestId?: KeyPath;
  };
  /**
   * The page envelope of paged lists: where the items are, whether there is more, and the next cursor;
   * the query parameters that move through pages. Operations page when they declare `x-pagination`, or
   * when a `page` / `cursor` query parameter meets an answer with the `items` array. Default: none (no
   * operation pages unless it declares `x-pagination`, which then needs this).
   */
  pagination?: {
    items: KeyPath;
    hasMore?: KeyPath;
    nextCursor?: KeyPath;
    /** Where a page states its own number, when it does: lets the client notice a service that ignores the page parameter. */
    page?: KeyPath;
    /** Query parameter holding the page number. Default `page`. */
    pageParam?: string;
    /** Query parameter holding the cursor. Default `cursor`. */
    cursorParam?: string;
  };
  /**
   * The header that carries a request id: the client sends `options.requestId` in it and reads it back;
   * the server echoes or sets it on every answer. Default `X-Request-Id` (a common convention); `''` for none.
   */
  requestIdHeader?: string;
  /** Path every route is served under. Default: the path of the first server URL, its variables at their defaults. */
  basePath?: string;
  /** The docs site (`npm run docs`). */
  docs?: {
    /** The guides of `docs/guides/` in reading order, by file name without `.md`. Default: every guide, by file name. */
    guides?: string[];
    /**
     * The servers the reference's "Try it" console offers first, before any URL the reader types. Default: the
     * spec's `servers`, their variables at their defaults.
     */
    tryItServers?: { label: string; url: string }[];
    /**
     * Where the reference's request samples are written as files, besides the page that embeds them:
     * `operation`, one file per operation and language (`docs/reference/samples/<operationId>.gen.<ext>`,
     * each runnable as it is); `language`, one file per language holding every operation's sample
     * (`docs/reference/samples/samples.gen.<ext>`); `none`, embedded in the page only. Default: `operation`
     * for an API of up to 200 operations, `language` beyond (thousands of small files cost more to write and
     * to review than they are read).
     */
    sampleFiles?: 'operation' | 'language' | 'none';
  };
  /**
   * `npm run dev`: the servers it runs and restarts after every good save, beside the reference preview. Each
   * is a command (run from the configuration file's folder; `node` is the Node running the CLI) with
   * `{port}` where its port goes, and the port it keeps across restarts. Default: none (dev regenerates,
   * rebuilds and previews only).
   */
  dev?: {
    services?: { [name: string]: DevService };
    /** Port of the reference preview. Default 4000. */
    previewPort?: number;
  };
  /**
   * Generated files the user owns, as `.fernignore` lists them: paths or globs relative to the output folder
   * (`packages/client/src/generated/pagination.gen.ts`, `packages/mcp/src/**`). `generate` never writes,
   * compares or removes them. An edit inside any other generated file is kept too, by a three-way merge
   * (docs/maintainers/customize-sdk.md); list a file here to take it over whole. Default: none.
   */
  ignore?: string[];
  /**
   * What `check` says of a generated file whose hand edits `generate` kept. 'keep': current (the edits are
   * the team's). 'refuse': stale, so `check` stays exact for a project that fixes output at its generator and
   * never edits it by hand (this repository); `generate` still merges and keeps them, never losing a line,
   * and `generate --pristine` drops them. Default 'keep'.
   */
  handEdits?: 'keep' | 'refuse';
  /**
   * OpenAPI Overlay 1.0 documents applied, in order, to the spec before anything reads it (generate, diff,
   * dev, docs); paths relative to this file. `generate --overlay FILE` adds more after these. Default: none.
   */
  overlays?: string[];
  /** `npm run diff`: how spec changes are judged (docs/diff-rules.md). */
  diff?: {
    /** The lifecycle policy (deprecation, sunset dates, stability levels). Default: on, with the defaults below. */
    lifecycle?: LifecyclePolicy | false;
  };
}

/**
 * The lifecycle policy of `npm run diff`: an operation's deprecation, its sunset date (`x-sunset` or `sunset`,
 * an ISO date) and its stability level (`x-stability-level`) decide whether its removal or change breaks.
 */
export interface LifecyclePolicy {
  /** The stability levels from least to most stable. Default: ['draft', 'alpha', 'beta', 'stable']. */
  stabilityLevels?: string[];
  /** Levels whose operations may change or go in any release (not breaking). Default: ['draft', 'alpha']. */
  unstableLevels?: string[];
  /** The operation extensions read as its sunset date, first found wins. Default: ['x-sunset', 'sunset']. */
  sunsetKeys?: string[];
  /** Whether a deprecated operation may be removed once its sunset date has passed. Default: true. */
  allowRemovalAfterSunset?: boolean;
  /** The day removals are judged on (an ISO date). Default: today. Tests pin it. */
  today?: string;
}

/** What a generated package (client or server) carries beyond its code: `package.json`, README, entry point. */
export interface PackageOptions {
  /** `description` of package.json. Default: from the spec's `info.title`. */
  description?: string;
  /**
   * Further package.json fields, written as given (`license`, `homepage`, `repository`, `keywords`, ...).
   * Default: `license` from the spec's `info.license` when it names one, else none.
   */
  packageJson?: { [field: string]: unknown };
  /** false: the package's README.md is written by hand, and the generated one is not written. Default true. */
  readme?: boolean;
  /**
   * Hand-written modules of the package (`./poll-things.js`, relative to its `src/`) whose exports the
   * generated entry point (`src/index.ts`) exports too. Default: none.
   */
  exports?: string[];
}

export interface DevService {
  /** The command, with `{port}` where its port goes (and `{session}` where the session's secret goes, if anywhere). */
  command: string[];
  /** The port it keeps across restarts (0 picks a free one at the start of the session). */
  port: number;
  /**
   * More environment variables for the process, beside `npm run dev`'s own. A value may hold `{port}` and
   * `{session}`: a random secret made once per `npm run dev` session, the same at every restart, so a
   * service can sign what it hands out with it (access tokens) and keep it valid across the restarts a
   * save causes. Default: none.
   */
  env?: { [name: string]: string };
  /** The path its API is served under (such as `/api`), printed after its origin. Default: none (the origin). */
  path?: string;
  /**
   * Print what the process writes once it answers (its banner: the lines to paste into a shell), at the
   * first start and again after a restart only when it changed. Default false.
   */
  banner?: boolean;
}

/** Types a configuration file; returns it unchanged (as hey-api's `defineConfig`). */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
