// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.

export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a human or AI agent
         * @description Creates a human or AI agent. The agent takes a seat; when no seat is free the card on file is charged a
         *     prorated amount. If that charge fails the answer is 402 `seat_charge_failed`: nothing was created and
         *     a retry is safe. Not idempotent otherwise: a retried success creates a second agent.
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-world/{feature_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn an AI capability on or off
         * @description Turns one AI capability on or off and answers with the feature after the change. `changed` is false
         *     when the feature was already in the requested state. Idempotent: sending the same state twice changes
         *     nothing the second time. Enabling a feature usually consumes AI credits each time it runs.
         */
        put: operations["updateAiFeature"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the plan
         * @description Returns the account's plan information, including whether AI World is included.
         */
        get: operations["retrievePlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/usage-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the usage price list
         * @description Returns the price list of AI and other credit use. Credits come from two balances: `monthly` (included, resets each period, no rollover) and `topup` (bought, spent only after monthly runs out).
         */
        get: operations["retrieveUsagePricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversations
         * @description Lists the account's conversations, newest first by default, one page at a time.
         *
         *     **Filters.** Repeated values of one filter are OR: `?label=a&label=b` and `?label=a,b` are equal.
         *     Different filters are AND. `assignee_id=unassigned` selects the waiting line (no owner) and
         *     `team_id=none` conversations with no team.
         *
         *     **Bad values.** An unknown enum value answers 400 listing the accepted values; an unparsable timestamp
         *     answers 400 naming the parameter; `per_page` outside 1-100 answers 400 (it is never clamped).
         *
         *     **Polling.** The service has no webhooks. To follow changes, poll with `updated_after` set to the
         *     greatest `updated_at` seen so far.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{conversation_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message in a conversation
         * @description Sends a message, a template or a private note in a conversation. Channel rules are checked before
         *     sending, and a refusal answers 409 with a specific code:
         *
         *     - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
         *       templates are accepted. A template message carries `template.body_variables` with exactly as many
         *       values as the template's `body_variable_count`.
         *     - **TikTok**: a 48-hour window and a per-window message cap.
         *     - **Voice**: private notes only.
         *
         *     Not idempotent: a retried send may deliver the message twice.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer (a company or household that owns contacts). Not idempotent: sending the same request twice creates two customers.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the calling token
         * @description Reports the account, client id, credential id and name, scopes, credential expiry, and the SSO agent ids and origins of the token that makes the call.
         */
        get: operations["introspectToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange client credentials for an access token
         * @description Exchanges a credential's `client_id` and `client_secret` for a JWT-format bearer token that lasts one hour
         *     (`expires_in` 3600). This is the only unauthenticated endpoint and the only one that reads the secret.
         *     Cache the token and fetch a new one shortly before `expires_at` or on a 401 `invalid_token`.
         *
         *     Limited to 20 requests per minute per IP. When the account sets an IP allow-list, a call from an address
         *     not on it is refused with 403 `ip_not_allowed` before any token is issued.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List object types
         * @description Lists the account's object types (Contacts, Deals, Service Calls, Tasks, plus account-defined ones) with their fields. A record's `data` is keyed by its type's `fields[].key`.
         */
        get: operations["listObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects/{object_id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List records of an object type
         * @description Lists the records of one object type, account-wide, with cursor paging: send `meta.next_cursor` back as
         *     `cursor` until `meta.has_more` is false. `limit` is 1 to 100, default 50.
         */
        get: operations["listObjectRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects/{object_id}/records/{record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
                object_id: components["parameters"]["ObjectId"];
                /** @description Id of a record of the object type (an opaque string). */
                record_id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a record
         * @description Returns one record of an object type.
         */
        get: operations["retrieveObjectRecord"];
        put?: never;
        post?: never;
        /**
         * Delete a record
         * @description Deletes one record. Deleting an already deleted record answers 404.
         */
        delete: operations["deleteObjectRecord"];
        options?: never;
        head?: never;
        /**
         * Update a record's field values
         * @description Changes the field values sent, keyed by each field's key (`api_id`); fields not sent keep their value.
         *     Idempotent: sending the same body twice has the same effect as once.
         */
        patch: operations["updateObjectRecord"];
        trace?: never;
    };
    "/signature/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a signing link
         * @description Creates a link asking one contact to sign one document; only `active` documents can be sent. It costs
         *     credits. When the document and contact already have a link, the existing link is returned with
         *     `created` false and nothing is charged, so a retry never pays twice.
         */
        post: operations["createSigningLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe Studio block settings
         * @description Describes the settings shapes of Studio blocks; a flow's `StudioBlock.settings` follows the shape of its block type. Read-only: flows are edited in the console.
         */
        get: operations["listStudioBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A one-hour bearer token. */
        AccessToken: {
            /** @description JWT-format bearer token. Send it as `Authorization: Bearer <access_token>`. */
            access_token: string;
            /** @description The account the token acts for. */
            account_id: string;
            /**
             * Format: date-time
             * @description When the token stops working. Fetch a new one shortly before.
             */
            expires_at: string;
            /**
             * @description Lifetime in seconds; always 3600 (one hour).
             * @constant
             */
            expires_in: 3600;
            /** @description Informational; authorization is re-read on every request. */
            scopes: string[];
            /** @enum {string} */
            token_type: "Bearer";
        };
        /** @description The account's business identity. */
        Account: {
            /** @description Country code. */
            billing_country: string;
            /** @description true once billing has started; an Israeli account's billing country then cannot be changed because it determined VAT on issued invoices. */
            billing_country_locked: boolean;
            business_address: string;
            business_city: string;
            business_contact_name: string;
            business_name: string;
            business_tax_id: string;
            contact_email: string;
            contact_phone: string;
            /** Format: date-time */
            created_at: string;
            /** @description Currency code. */
            default_currency: string;
            /** @enum {string} */
            default_language: "en" | "he";
            id: string;
            industry: string;
            logo_url: string;
            /** @constant */
            object: "account";
            owner_name: string;
            plan: string;
            /** @description IANA zone name. */
            timezone: string;
        };
        /** @description A human or AI agent. Its fields are not published beyond what identifies it. */
        Agent: {
            id: string;
            /** @constant */
            object: "agent";
        } & {
            [key: string]: unknown;
        };
        /** @description A human or AI agent to create. Takes a seat; when no seat is free the card on file is charged a prorated amount. A failed charge answers 402 `seat_charge_failed`, nothing is created and a retry is safe. */
        AgentCreate: {
            /** @description Sign-in email of a human agent. */
            email?: string;
            name: string;
            /**
             * @description Whether the agent is a human or an AI agent.
             * @enum {string}
             */
            type: "human" | "ai";
        } & {
            [key: string]: unknown;
        };
        /** @description An on/off switch for one AI capability. Enabling one usually consumes AI credits each time it runs. */
        AiFeature: {
            /** @description Only on the answer to a PUT; whether the call changed anything (false when the feature was already in the requested state). */
            changed?: boolean;
            enabled: boolean;
            key: string;
            label: string;
            /** @constant */
            object: "ai_feature";
        };
        /** @description Turns one AI capability on or off. */
        AiFeatureUpdate: {
            /** @description true to turn the capability on, false to turn it off. */
            enabled: boolean;
        };
        /** @description An opening-hours schedule. */
        BusinessHours: {
            consider_holidays: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description Weekday name to an array of periods; a day with no periods is closed. */
            days: {
                [key: string]: {
                    /** @description HH:MM. */
                    end: string;
                    /** @description HH:MM. */
                    start: string;
                }[];
            };
            exceptions: {
                [key: string]: unknown;
            }[];
            holiday_calendar_ids: string[];
            id: string;
            name: string;
            /** @constant */
            object: "business_hours";
            /** @description System schedules cannot be edited or deleted. */
            system: boolean;
            timezone: string;
            upcoming_holidays: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A channel identity (a phone number, email address or handle) owned by a customer. */
        Contact: {
            avatar_url: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            id: string;
            inbox_id: string;
            /** @description Channel family, one of the `Inbox.type` values. */
            inbox_type: "whatsapp" | "sms" | "email" | "live_chat" | "api" | "telegram" | "line" | "voice" | "facebook_page" | "facebook_messenger" | "instagram" | "instagram_dm" | "tiktok_messenger" | (string & {});
            name: string;
            /** @constant */
            object: "contact";
            phone: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A thread between a contact and the business, in one inbox (channel). */
        Conversation: {
            /** @description Set while an AI agent handles it. */
            ai_session_id: string;
            /** @description Owning agent, or empty string when nobody owns it (the waiting line). */
            assignee_id: string;
            assignee_name: string;
            contact: components["schemas"]["ConversationContact"];
            contact_id: string;
            /** Format: date-time */
            created_at: string | null;
            /** @description Only on single-conversation responses; absent from lists. Keys are the `api_id`s of the conversation attribute schema. */
            custom_attributes?: {
                [key: string]: unknown;
            };
            customer_id: string;
            /** Format: date-time */
            first_response_at: string | null;
            /**
             * @description One of four flag emoji (red, yellow, green, blue circles).
             * @enum {string}
             */
            flag: "" | "🔴" | "🟡" | "🟢" | "🔵";
            id: string;
            inbox_id: string;
            inbox_name: string;
            /** @description Channel family, one of the `Inbox.type` values. */
            inbox_type: "whatsapp" | "sms" | "email" | "live_chat" | "api" | "telegram" | "line" | "voice" | "facebook_page" | "facebook_messenger" | "instagram" | "instagram_dm" | "tiktok_messenger" | (string & {});
            labels: string[];
            /** Format: date-time */
            last_activity_at: string | null;
            /** Format: date-time */
            last_message_at: string | null;
            /** @enum {string} */
            last_message_direction: "" | "incoming" | "outgoing";
            last_message_preview: string;
            message_count: number;
            /** @description Free-form. */
            metadata: {
                [key: string]: unknown;
            };
            /** @constant */
            object: "conversation";
            /**
             * Format: date-time
             * @description Deadline for `on_hold`.
             */
            on_hold_until: string | null;
            pinned: boolean;
            /**
             * @description Empty string when no priority is set.
             * @enum {string}
             */
            priority: "" | "low" | "medium" | "high" | "urgent";
            /** Format: date-time */
            resolved_at: string | null;
            resolved_by: string;
            /**
             * @description `on_hold` carries `on_hold_until`. Transitions between statuses are not published.
             * @enum {string}
             */
            status: "open" | "missed" | "pending" | "on_hold" | "resolved";
            /** @description Set while a Studio flow owns the conversation. */
            studio_flow_id: string;
            subject: string;
            tags: string[];
            team_id: string;
            team_name: string;
            unread_count: number;
            /**
             * Format: date-time
             * @description Last change. Poll `GET /conversations?updated_after=` with it to follow changes (the service has no webhooks).
             */
            updated_at: string | null;
        };
        /** @description The account's schema of conversation attributes. */
        ConversationAttributeSchema: {
            attributes: {
                /** @description The key used when writing values onto a conversation. */
                api_id: string;
                label: string;
                /** @constant */
                object: "conversation_attribute";
                options: string[];
                order: number;
                required: boolean;
                section_id: string;
                /** @enum {string} */
                type: "text" | "number" | "select" | "multi_select" | "date" | "checkbox" | "url" | "email";
            }[];
            /** @constant */
            object: "conversation_attribute_schema";
            sections: {
                id: string;
                order: number;
                title: string;
            }[];
        };
        /** @description The contact of a conversation, as embedded in it. */
        ConversationContact: {
            email: string;
            id: string;
            name: string;
            phone: string;
        };
        /** @description Counts of conversations by queue. */
        ConversationCounts: {
            /** @description Handled by an AI agent. */
            ai_agent: number;
            /** @description Every open conversation. */
            all_open: number;
            /** @description Open, owned by a human. */
            assigned: number;
            /** @constant */
            object: "conversation_counts";
            on_hold: number;
            pending: number;
            resolved: number;
            /** @description Driven by a Studio flow. */
            studio_bot: number;
            /** @description Open, no owner. */
            waiting: number;
        };
        /** @description The custom attribute values of one conversation. Further fields of this record are not published. */
        ConversationCustomAttributes: {
            conversation_id: string;
            /** @constant */
            object: "conversation_custom_attributes";
            values: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A page of conversations. */
        ConversationList: {
            /** @description At most `per_page` items; `per_page` is at most 100 (reference, Limits). */
            data: components["schemas"]["Conversation"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A company or household that owns many contacts. */
        Customer: {
            address: string;
            assigned_agent: string;
            /** @description Only with `?include=contacts`. */
            contacts?: components["schemas"]["Contact"][];
            /** Format: date-time */
            created_at: string | null;
            created_by: string;
            email: string;
            id: string;
            industry: string;
            /** @description One of the account's configured stages. */
            lifecycle_stage: string;
            logo_url: string;
            name: string;
            notes: string;
            /** @constant */
            object: "customer";
            phone: string;
            tags: string[];
            /** Format: date-time */
            updated_at: string | null;
            website: string;
        };
        /** @description A customer to create. Not idempotent; sending it twice creates two customers. */
        CustomerCreate: {
            address?: string;
            email?: string;
            industry?: string;
            /** @description One of the account's configured stages. */
            lifecycle_stage?: string;
            name: string;
            notes?: string;
            phone?: string;
            tags?: string[];
            website?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An object type of the mini-CRM (Contacts, Deals, Service Calls, Tasks, plus account-defined ones). */
        CustomerObject: {
            /** Format: date-time */
            created_at: string;
            enabled: boolean;
            fields: components["schemas"]["CustomerObjectField"][];
            icon: string;
            /** @description The object type id. */
            id: string;
            is_default: boolean;
            label: string;
            label_singular: string;
            /** @constant */
            object: "customer_object";
            position: number | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A field of an object type. */
        CustomerObjectField: {
            is_system: boolean;
            /** @description The key used inside a record's `data`. */
            key: string;
            label: string;
            options: string[];
            required: boolean;
            type: string;
        };
        /** @description The account's object types. */
        CustomerObjectList: {
            data: components["schemas"]["CustomerObject"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description A record of an object type. Each record belongs to exactly one customer. */
        CustomerObjectRecord: {
            /** Format: date-time */
            created_at: string;
            created_by: string;
            customer_id: string;
            /** @description Values keyed by the object type's `fields[].key`. */
            data: {
                [key: string]: unknown;
            };
            id: string;
            links: {
                [key: string]: unknown;
            }[];
            /** @constant */
            object: "customer_object_record";
            object_id: string;
            /** Format: date-time */
            updated_at: string;
            updated_by: string;
        };
        /** @description A cursor-paged page of records. Send `meta.next_cursor` back as `cursor` until `meta.has_more` is false. */
        CustomerObjectRecordList: {
            /** @description At most `limit` items; `limit` is at most 100 (reference, Limits). */
            data: components["schemas"]["CustomerObjectRecord"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description Field values keyed by each field's key (`api_id`). Only the values sent change; fields not sent keep their value. Sending the same body twice has the same effect as once. */
        CustomerObjectRecordUpdate: {
            [key: string]: unknown;
        };
        /** @description An analytics dashboard. Graph values are computed on demand, only with `?include=values`. */
        Dashboard: {
            /** Format: date-time */
            created_at: string;
            graphs: components["schemas"]["Graph"][];
            id: string;
            is_default: boolean;
            name: string;
            /** @constant */
            object: "dashboard";
            tabs: {
                id: string;
                order: number;
                title: string;
            }[];
            /** Format: date-time */
            updated_at: string;
            values_included: boolean;
            /** @description Present when the dashboard has more graphs than one call computes; graphs after this many carry no value. */
            values_truncated_after?: number;
        };
        /** @description The answer to a delete. Some deletes add a cascade field. */
        DeletedResource: {
            /**
             * @description Always true.
             * @constant
             */
            deleted: true;
            /** @description Only when a team is deleted. Number of conversations detached from it. */
            detached_conversations?: number;
            /** @description Only on a bulk file delete. Bytes of storage freed. */
            freed_bytes?: number;
            /** @description Id of the deleted resource. */
            id: string;
            /** @description Names the deleted type, for example `customer_object_record`. */
            object: string;
            /** @description Only when a customer is deleted. Number of contacts unlinked from it. */
            unlinked_contacts?: number;
        };
        /** @description The body of every failure. Clients branch on `error.code`, whose values are stable across releases. */
        Error: {
            error: {
                /**
                 * @description Machine-readable reason, stable across releases. Known codes: `missing_parameter` (with `param`
                 *     naming the field), `validation_failed` (with `details.errors`, one string per failed field),
                 *     `ip_not_allowed` (403), `invalid_token` (401), `seat_charge_failed` (402). The complete list is not
                 *     published; treat an unknown code by its `type`.
                 * @example missing_parameter
                 * @example validation_failed
                 * @example ip_not_allowed
                 * @example invalid_token
                 * @example seat_charge_failed
                 */
                code: string;
                /** @description Per-field validation errors (`errors`), granted scopes, or plan limits. */
                details?: {
                    /** @description One string per failed field (with `validation_failed`). */
                    errors?: string[];
                } & {
                    [key: string]: unknown;
                };
                /** @description Human-readable explanation. */
                message: string;
                /** @description The offending field or parameter, when there is one. */
                param?: string;
                /** @description Equals the `X-Request-Id` response header. */
                request_id?: string;
                /**
                 * @description The family of the failure, fixed by the HTTP status:
                 *     400 and 413 `invalid_request_error`, 401 `authentication_error`, 402 `plan_limit_error`,
                 *     403 `permission_error`, 404 `not_found_error`, 409 `conflict_error`, 429 `rate_limit_error`,
                 *     5xx `api_error`.
                 * @enum {string}
                 */
                type: "invalid_request_error" | "authentication_error" | "permission_error" | "not_found_error" | "conflict_error" | "plan_limit_error" | "rate_limit_error" | "api_error";
            };
        };
        /** @description A form. Layouts are edited in the console only. */
        Form: {
            /** Format: date-time */
            created_at: string;
            /** @description Only on single-form responses. */
            fields?: {
                help_text: string;
                /** @description The key each answer is stored under. */
                id: string;
                label: string;
                options: {
                    [key: string]: unknown;
                }[];
                placeholder: string;
                required: boolean;
                type: string;
            }[];
            id: string;
            name: string;
            /** @constant */
            object: "form";
            pages: {
                [key: string]: unknown;
            }[];
            public_url: string;
            settings: {
                [key: string]: unknown;
            };
            status: string;
            submission_count: number;
            type: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A submission of a form. */
        FormSubmission: {
            /** @description Flat map of field id to value. */
            answers: {
                [key: string]: unknown;
            };
            answers_detail: {
                field_id: string;
                label: string;
                type: string;
                /** @description Any type. */
                value: unknown;
            }[];
            completion_time_ms: number | null;
            contact_id: string;
            conversation_id: string;
            form_id: string;
            form_name: string;
            form_version: number | null;
            hidden_values: {
                [key: string]: unknown;
            };
            id: string;
            /** @constant */
            object: "form_submission";
            source_params: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            submitted_at: string | null;
            user_agent: string;
        };
        /** @description A graph of a dashboard. */
        Graph: {
            chart_type: string;
            date_range: {
                [key: string]: unknown;
            };
            description: string;
            filters: {
                [key: string]: unknown;
            }[];
            group_by: string;
            id: string;
            metric: string;
            /** @constant */
            object: "graph";
            position: {
                [key: string]: unknown;
            };
            source: string;
            tab_id: string;
            title: string;
            /** @description The computed result; only with `?include=values` (expensive, opt-in). */
            value?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description A calendar of holidays. */
        HolidayCalendar: {
            dates: {
                [key: string]: unknown;
            }[];
            id: string;
            name: string;
            /** @constant */
            object: "holiday_calendar";
            system: boolean;
            year: number;
        };
        /** @description A channel the account answers on. */
        Inbox: {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            id: string;
            /** @description Phone number, email address or handle the inbox answers on. */
            identifier: string;
            name: string;
            /** @constant */
            object: "inbox";
            /**
             * @description Channel family: whatsapp, sms, email, live_chat, api, telegram, line, voice, facebook_page, facebook_messenger, instagram, instagram_dm, tiktok_messenger.
             * @example whatsapp
             * @example sms
             * @example email
             * @example live_chat
             * @example api
             * @example telegram
             * @example line
             * @example voice
             * @example facebook_page
             * @example facebook_messenger
             * @example instagram
             * @example instagram_dm
             * @example tiktok_messenger
             */
            type: "whatsapp" | "sms" | "email" | "live_chat" | "api" | "telegram" | "line" | "voice" | "facebook_page" | "facebook_messenger" | "instagram" | "instagram_dm" | "tiktok_messenger" | (string & {});
        };
        /** @description A knowledge base; it holds sources, each split into chunks. */
        KnowledgeBase: {
            chunk_count: number | null;
            /** Format: date-time */
            created_at: string;
            description: string;
            id: string;
            name: string;
            /** @constant */
            object: "knowledge_base";
            source_count: number | null;
            stats: {
                [key: string]: unknown;
            } | null;
        };
        /** @description A chunk of a knowledge-base source. */
        KnowledgeBaseChunk: {
            chunk_index: number;
            /** @enum {string} */
            chunk_type: "text" | "image";
            /** @description The text; image chunks report a placeholder instead of the image data. */
            content: string;
            content_length: number;
            id: string;
            model: string;
            /** @constant */
            object: "knowledge_base_chunk";
            page_number: number | null;
            source_id: string;
            source_name: string;
        };
        /** @description A file or crawled URL of a knowledge base. Ingestion is asynchronous (processing, then ready or failed). */
        KnowledgeBaseSource: {
            chunk_count: number;
            /** Format: date-time */
            created_at: string;
            id: string;
            name: string;
            /** @constant */
            object: "knowledge_base_source";
            /**
             * @description `processing` until asynchronous ingestion completes (`ready`, chunks exist) or fails (`failed`).
             * @enum {string}
             */
            status: "processing" | "ready" | "failed";
            /** @enum {string} */
            type: "file" | "url";
        };
        /** @description A message in a conversation. */
        Message: {
            /** @description Free-form objects. */
            attachments: {
                [key: string]: unknown;
            }[];
            caption: string;
            /** @description Text, or media URL for a media message. */
            content: string;
            /** @enum {string} */
            content_type: "text" | "image" | "video" | "audio" | "document" | "sticker" | "location";
            conversation_id: string;
            /** Format: date-time */
            created_at: string | null;
            /** @enum {string} */
            direction: "incoming" | "outgoing";
            id: string;
            /** @description Channel family, one of the `Inbox.type` values. */
            inbox_type: "whatsapp" | "sms" | "email" | "live_chat" | "api" | "telegram" | "line" | "voice" | "facebook_page" | "facebook_messenger" | "instagram" | "instagram_dm" | "tiktok_messenger" | (string & {});
            metadata: {
                [key: string]: unknown;
            };
            /** @constant */
            object: "message";
            /** @description Internal note; never delivered to the customer. */
            private: boolean;
            reply_to_message_id: string | null;
            sender_id: string;
            sender_name: string;
            /** @enum {string} */
            sender_type: "agent" | "contact" | "system" | "bot";
            /**
             * @description Delivery status as far as the channel reports: pending, then sent, delivered, read. Channels may report other values.
             * @example pending
             * @example sent
             * @example delivered
             * @example read
             */
            status: "pending" | "sent" | "delivered" | "read" | (string & {});
            /** Format: date-time */
            updated_at: string | null;
        };
        /**
         * @description A message to send. Channel rules are checked before sending:
         *
         *     - **WhatsApp**: once the 24-hour window after the customer's last message has closed, only approved
         *       templates are accepted (409). A template message carries `template.body_variables` with exactly as many
         *       values as the template's `body_variable_count`.
         *     - **TikTok**: a 48-hour window, with a per-window message cap (409 once either is exceeded).
         *     - **Voice**: private notes only (`private: true`); anything else answers 409.
         *
         *     Outbound SMS and WhatsApp templates cost credits.
         */
        MessageSend: {
            /** @description Text, or media URL for a media message. Needed for every message except a template message. */
            content?: string;
            /** @description Send as an internal note, never delivered to the customer. The only kind a voice conversation accepts. */
            private?: boolean;
            /** @description Id of the message this one replies to. */
            reply_to_message_id?: string;
            template?: components["schemas"]["MessageTemplate"];
            /**
             * @description Kind of message, for example `text`. A template message uses `template`.
             * @example text
             * @example template
             */
            type: "text" | "template" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description An approved WhatsApp template to send; the only kind of message a WhatsApp conversation accepts once its 24-hour window has closed. */
        MessageTemplate: {
            /** @description Exactly as many values as the template's `body_variable_count`. */
            body_variables: string[];
            /** @description `WhatsAppTemplate.language`; needed when the template exists in several languages. */
            language?: string;
            /** @description `WhatsAppTemplate.name` of an approved template. */
            name: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Paging information of a collection. */
        PageMeta: {
            /** @description Items on this page. */
            count: number;
            /** @description Always present; the value a paging loop tests. */
            has_more: boolean;
            /** @description Only on cursor-paged collections (object records). Send it back as `cursor` until `has_more` is false. */
            next_cursor?: string;
            /** @description Number of this page, from 1. */
            page: number;
            /** @description Items per page requested. */
            per_page: number;
            /** @description Total across pages. Omitted where counting would cost a second full scan. */
            total?: number;
            /** @description Number of pages. */
            total_pages: number;
        };
        /** @description The account's plan, including whether AI World is included. */
        Plan: {
            [key: string]: unknown;
        };
        /** @description A saved snippet, shared by the account or personal to one agent. */
        QuickReply: {
            /** @description May contain merge variables in double-brace form (for example a contact-name variable), resolved when an agent inserts it. */
            body: string;
            category_id: string;
            category_name: string;
            /** Format: date-time */
            created_at: string;
            created_by: string;
            id: string;
            /** @constant */
            object: "quick_reply";
            /** @description Only for `personal` quick replies. */
            owner_agent_id?: string;
            /** @enum {string} */
            scope: "account" | "personal";
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An uploaded PDF to be signed. It becomes `active` once signature fields are placed in the console editor; only active documents can be sent for signature. */
        SignatureDocument: {
            /** Format: date-time */
            created_at: string;
            created_by: string;
            field_count: number;
            file_name: string;
            file_size_mb: number | null;
            id: string;
            language: string;
            /** @constant */
            object: "signature_document";
            page_count: number;
            /** @enum {string} */
            status: "draft" | "active";
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The outcome of a signing link. */
        SignedDocument: {
            /** Format: date-time */
            completed_at: string | null;
            contact_id: string;
            contact_name: string;
            /** Format: date-time */
            created_at: string | null;
            customer_id: string;
            customer_name: string;
            decline_reason: string;
            document_id: string;
            document_name: string;
            id: string;
            /** @constant */
            object: "signed_document";
            signer_email: string;
            signer_name: string;
            /** @enum {string} */
            status: "completed" | "declined";
        };
        /** @description A link asking one recipient to sign one document. */
        SigningLink: {
            contact_id: string;
            contact_name: string;
            conversation_id: string;
            /** @description false means an existing link for this document and contact was returned and nothing was charged. */
            created: boolean;
            /** Format: date-time */
            created_at: string | null;
            custom_attributes: {
                [key: string]: unknown;
            };
            customer_id: string;
            customer_name: string;
            document_id: string;
            document_name: string;
            /** Format: date-time */
            expires_at: string | null;
            id: string;
            /** @constant */
            object: "signing_link";
            /** Format: date-time */
            opened_at: string | null;
            /** Format: date-time */
            signed_at: string | null;
            /** @description The URL to send the recipient. */
            signing_url: string;
            /** @enum {string} */
            status: "pending" | "signed" | "declined" | "expired";
        };
        /** @description The document and the contact to create a signing link for. When they already have a link, that link is returned with `created` false and nothing is charged. */
        SigningLinkCreate: {
            contact_id: string;
            /** @description The conversation the link is sent in, if any. */
            conversation_id?: string;
            custom_attributes?: {
                [key: string]: unknown;
            };
            /** @description An `active` signature document. */
            document_id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A block of a Studio flow, placed at coordinates. */
        StudioBlock: {
            id: string;
            /** @enum {string} */
            kind: "trigger" | "action";
            label: string;
            /** @constant */
            object: "studio_block";
            position: {
                [key: string]: unknown;
            };
            /** @description Block-specific; its shapes are described by `GET /studio/blocks`. */
            settings: {
                [key: string]: unknown;
            };
            /** @description Dotted name such as a trigger or action kind. */
            type: string;
        };
        /** @description Descriptions of the settings shapes of Studio blocks, one per block type. */
        StudioBlockCatalog: {
            [key: string]: unknown;
        };
        /** @description A read-only view of an automation flow. Editing flows is console-only. */
        StudioFlow: {
            blocks: components["schemas"]["StudioBlock"][];
            broken_dependencies: string[];
            connections: {
                from_block_id: string;
                /** @description The output an edge leaves by; identifies a branch. */
                from_handle: string;
                id: string;
                to_block_id: string;
                to_handle: string;
            }[];
            /** Format: date-time */
            created_at: string;
            created_by: string;
            description: string;
            disabled_reason: string;
            has_unpublished_changes: boolean;
            id: string;
            last_edited_by: string;
            name: string;
            node_count: number;
            /** @constant */
            object: "studio_flow";
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "disabled";
            trigger_count: number;
            /** Format: date-time */
            updated_at: string;
            version: number;
        };
        /** @description What the calling token stands for. */
        TokenIntrospection: {
            account_id: string;
            active: boolean;
            client_id: string;
            /**
             * Format: date-time
             * @description When the credential expires; null when it is unlimited.
             */
            credential_expires_at: string | null;
            credential_id: string;
            credential_name: string;
            /** @constant */
            object: "token_introspection";
            request_id: string;
            scopes: string[];
            /** @description Agents the credential may sign in; populated only when the credential holds `sso`. */
            sso_agent_ids: string[];
            /** @description Origins allowed to frame an SSO session. */
            sso_origins: string[];
        };
        /** @description A credential's id and secret, as created in the console (Settings, API). */
        TokenRequest: {
            /** @description The credential's client id (always visible in the console). */
            client_id: string;
            /**
             * Format: password
             * @description The credential's client secret, shown once at creation. This endpoint is the only one that reads it.
             */
            client_secret: string;
        };
        /** @description Price list of AI and other credit use. */
        UsagePricing: {
            [key: string]: unknown;
        };
        /** @description A WhatsApp message template. Only `approved` templates can be sent. */
        WhatsAppTemplate: {
            body: string;
            /** @description How many values `template.body_variables` must carry when the template is sent. */
            body_variable_count: number;
            /** @enum {string} */
            category: "utility" | "marketing" | "authentication";
            header_type: string;
            language: string;
            name: string;
            /** @constant */
            object: "whatsapp_template";
            /**
             * @description Only `approved` templates can be sent.
             * @example approved
             */
            status: "approved" | (string & {});
        };
    };
    responses: {
        /** @description Malformed or invalid request (bad paging value, unparsable timestamp, unknown enum value, missing parameter, validation failure). Retrying unchanged does not help. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing scope, account switch off, or IP not on the allow-list (`ip_not_allowed`). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource in this account. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is too large. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Server fault (any 5xx status). Retry with exponential backoff. */
        ServerError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: 600 per minute per credential (20 per minute per IP on `POST /oauth/token`). Retry after the given delay with backoff. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, or the token is no longer valid. Code `invalid_token` means fetch a new token and retry once. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Id of the conversation (an opaque string). */
        ConversationId: string;
        /** @description Key of the AI capability (`AiFeature.key`). */
        FeatureKey: string;
        /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
        ObjectId: string;
        /** @description Page number, starting at 1. Below 1 answers 400. */
        Page: number;
        /** @description Items per page, 1 to 100, default 25. A value outside 1-100 answers 400 `validation_failed`; it is never clamped. */
        PerPage: number;
        /** @description The `meta.next_cursor` of the previous page. Send it back until `meta.has_more` is false. Omit it for the first page. */
        RecordCursor: string;
        /** @description Id of a record of the object type (an opaque string). */
        RecordId: string;
        /** @description Records per page, 1 to 100, default 50. */
        RecordLimit: number;
        /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
        XRequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Identifier of this request, present on every response. Equals `error.request_id` in an error body. Echoes the request's own `X-Request-Id` when the client sent one. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "human",
                 *       "name": "Yael Mizrahi",
                 *       "email": "yael@acme.test"
                 *     }
                 */
                "application/json": components["schemas"]["AgentCreate"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The new agent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "agent",
                     *       "id": "315",
                     *       "type": "human",
                     *       "name": "Yael Mizrahi",
                     *       "email": "yael@acme.test"
                     *     }
                     */
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The seat charge failed. Nothing was created and a retry is safe. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateAiFeature: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Key of the AI capability (`AiFeature.key`). */
                feature_key: components["parameters"]["FeatureKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["AiFeatureUpdate"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The feature after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "ai_feature",
                     *       "key": "conversation_summary",
                     *       "label": "Conversation summary",
                     *       "enabled": true,
                     *       "changed": true
                     *     }
                     */
                    "application/json": components["schemas"]["AiFeature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retrievePlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description Retrieve the plan. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Growth",
                     *       "ai_world_included": true,
                     *       "seats_included": 10
                     *     }
                     */
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retrieveUsagePricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description Retrieve the usage price list. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "credits",
                     *       "items": [
                     *         {
                     *           "key": "whatsapp_template",
                     *           "label": "WhatsApp template message",
                     *           "credits": 1
                     *         },
                     *         {
                     *           "key": "ai_conversation_summary",
                     *           "label": "AI conversation summary",
                     *           "credits": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UsagePricing"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Owning agent id, or `unassigned` for conversations nobody owns (the waiting line). Repeat (or separate with commas) for several, which are OR. */
                assignee_id?: string[];
                /** @description Only conversations created at or after this instant (inclusive). ISO-8601 with `Z` or an offset. */
                created_after?: string;
                /** @description Only conversations created strictly before this instant (exclusive). ISO-8601 with `Z` or an offset. */
                created_before?: string;
                /** @description Inbox id; repeat (or separate with commas) for several, which are OR. */
                inbox_id?: string[];
                /** @description Label; repeat (or separate with commas) for several, which are OR. */
                label?: string[];
                /** @description Page number, starting at 1. Below 1 answers 400. */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100, default 25. A value outside 1-100 answers 400 `validation_failed`; it is never clamped. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Conversation priority; repeat (or separate with commas) for several, which are OR. */
                priority?: ("low" | "medium" | "high" | "urgent")[];
                /** @description Sort direction, `desc` (default) or `asc`. */
                sort_dir?: "asc" | "desc";
                /** @description Conversation status; repeat (or separate with commas) for several, which are OR. */
                status?: ("open" | "pending" | "on_hold" | "resolved")[];
                /** @description Team id, or `none` for conversations with no team. Repeat (or separate with commas) for several, which are OR. */
                team_id?: string[];
                /** @description Only conversations updated after this instant. ISO-8601 with `Z` or an offset; an unparsable value answers 400 naming the parameter. Use it to poll for changes. */
                updated_after?: string;
            };
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description A page of conversations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "conversation",
                     *           "id": "90211",
                     *           "status": "open",
                     *           "inbox_id": "7",
                     *           "inbox_name": "Support WhatsApp",
                     *           "inbox_type": "whatsapp",
                     *           "contact_id": "5521",
                     *           "contact": {
                     *             "id": "5521",
                     *             "name": "Dana Levi",
                     *             "phone": "+972501234567",
                     *             "email": "dana@acme.test"
                     *           },
                     *           "customer_id": "880",
                     *           "assignee_id": "311",
                     *           "assignee_name": "Noa Cohen",
                     *           "team_id": "12",
                     *           "team_name": "Tier 1",
                     *           "subject": "Order 4471 has not arrived",
                     *           "priority": "high",
                     *           "flag": "🔴",
                     *           "labels": [
                     *             "shipping"
                     *           ],
                     *           "tags": [
                     *             "vip"
                     *           ],
                     *           "pinned": false,
                     *           "unread_count": 2,
                     *           "message_count": 14,
                     *           "last_message_preview": "Any update on my order?",
                     *           "last_message_direction": "incoming",
                     *           "last_message_at": "2026-11-21T09:42:10Z",
                     *           "last_activity_at": "2026-11-21T09:42:10Z",
                     *           "created_at": "2026-11-20T15:01:00Z",
                     *           "updated_at": "2026-11-21T09:42:10Z",
                     *           "resolved_at": null,
                     *           "first_response_at": "2026-11-20T15:03:27Z",
                     *           "on_hold_until": null,
                     *           "studio_flow_id": "",
                     *           "ai_session_id": "",
                     *           "resolved_by": "",
                     *           "metadata": {}
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "count": 1,
                     *         "total": 1,
                     *         "total_pages": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            /** @description A filter is invalid: an unknown enum value (the message lists the accepted values), an unparsable timestamp (naming the parameter) or a paging value out of range. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Id of the conversation (an opaque string). */
                conversation_id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageSend"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The message as sent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "message",
                     *       "id": "msg_60a1f3",
                     *       "conversation_id": "90211",
                     *       "content": "Your order ships today.",
                     *       "content_type": "text",
                     *       "caption": "",
                     *       "direction": "outgoing",
                     *       "private": false,
                     *       "status": "pending",
                     *       "sender_type": "agent",
                     *       "sender_id": "311",
                     *       "sender_name": "Noa Cohen",
                     *       "inbox_type": "whatsapp",
                     *       "attachments": [],
                     *       "reply_to_message_id": null,
                     *       "metadata": {},
                     *       "created_at": "2026-11-21T09:45:00Z",
                     *       "updated_at": "2026-11-21T09:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The channel refuses this message: the WhatsApp 24-hour window has closed (approved templates only), the TikTok 48-hour window has closed or its per-window cap is reached, a voice conversation got something other than a private note, or the template is not approved. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Logistics",
                 *       "industry": "Logistics",
                 *       "website": "https://acme.test",
                 *       "email": "ops@acme.test",
                 *       "tags": [
                 *         "vip"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The new customer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer",
                     *       "id": "881",
                     *       "name": "Acme Logistics",
                     *       "industry": "Logistics",
                     *       "website": "https://acme.test",
                     *       "address": "",
                     *       "phone": "",
                     *       "email": "ops@acme.test",
                     *       "notes": "",
                     *       "logo_url": "",
                     *       "assigned_agent": "",
                     *       "lifecycle_stage": "lead",
                     *       "tags": [
                     *         "vip"
                     *       ],
                     *       "created_at": "2026-11-21T09:50:00Z",
                     *       "updated_at": "2026-11-21T09:50:00Z",
                     *       "created_by": "public_api"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    introspectToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description What the token stands for. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "token_introspection",
                     *       "active": true,
                     *       "account_id": "acc_1029",
                     *       "client_id": "cli_acme_4b1d2c",
                     *       "credential_id": "cred_77",
                     *       "credential_name": "CRM sync",
                     *       "scopes": [
                     *         "conversations",
                     *         "messages",
                     *         "customers",
                     *         "sso"
                     *       ],
                     *       "credential_expires_at": null,
                     *       "sso_agent_ids": [
                     *         "311",
                     *         "312"
                     *       ],
                     *       "sso_origins": [
                     *         "https://crm.acme.test"
                     *       ],
                     *       "request_id": "req_8f14e45fceea167a"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenIntrospection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "client_id": "cli_acme_4b1d2c",
                 *       "client_secret": "YOUR_CLIENT_SECRET"
                 *     }
                 */
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description A new access token. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGlfNGIxZDJjIn0.c2lnbmF0dXJl",
                     *       "token_type": "Bearer",
                     *       "expires_in": 3600,
                     *       "expires_at": "2026-11-22T11:00:00Z",
                     *       "scopes": [
                     *         "conversations",
                     *         "messages",
                     *         "customers"
                     *       ],
                     *       "account_id": "acc_1029"
                     *     }
                     */
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The client id or secret is not valid, or the credential was revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's address is not on the account's IP allow-list; no token was issued. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listObjects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The account's object types. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "customer_object",
                     *           "id": "obj_deals",
                     *           "label": "Deals",
                     *           "label_singular": "Deal",
                     *           "icon": "handshake",
                     *           "enabled": true,
                     *           "is_default": true,
                     *           "position": 2,
                     *           "fields": [
                     *             {
                     *               "key": "title",
                     *               "label": "Title",
                     *               "type": "text",
                     *               "required": true,
                     *               "options": [],
                     *               "is_system": true
                     *             },
                     *             {
                     *               "key": "stage",
                     *               "label": "Stage",
                     *               "type": "select",
                     *               "required": false,
                     *               "options": [
                     *                 "lead",
                     *                 "won",
                     *                 "lost"
                     *               ],
                     *               "is_system": false
                     *             }
                     *           ],
                     *           "created_at": "2026-01-05T08:00:00Z",
                     *           "updated_at": "2026-10-02T12:30:00Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "count": 1,
                     *         "total": 1,
                     *         "total_pages": 1,
                     *         "has_more": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerObjectList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listObjectRecords: {
        parameters: {
            query?: {
                /** @description The `meta.next_cursor` of the previous page. Send it back until `meta.has_more` is false. Omit it for the first page. */
                cursor?: components["parameters"]["RecordCursor"];
                /** @description Records per page, 1 to 100, default 50. */
                limit?: components["parameters"]["RecordLimit"];
            };
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
                object_id: components["parameters"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description A page of records. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "object": "customer_object_record",
                     *           "id": "rec_5c2e91",
                     *           "object_id": "obj_deals",
                     *           "customer_id": "880",
                     *           "data": {
                     *             "title": "Annual renewal",
                     *             "stage": "lead"
                     *           },
                     *           "links": [],
                     *           "created_at": "2026-11-01T10:00:00Z",
                     *           "updated_at": "2026-11-20T16:20:00Z",
                     *           "created_by": "311",
                     *           "updated_by": "311"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 50,
                     *         "count": 1,
                     *         "total_pages": 2,
                     *         "has_more": true,
                     *         "next_cursor": "eyJhZnRlciI6InJlY181YzJlOTEifQ"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerObjectRecordList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retrieveObjectRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
                object_id: components["parameters"]["ObjectId"];
                /** @description Id of a record of the object type (an opaque string). */
                record_id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer_object_record",
                     *       "id": "rec_5c2e91",
                     *       "object_id": "obj_deals",
                     *       "customer_id": "880",
                     *       "data": {
                     *         "title": "Annual renewal",
                     *         "stage": "won"
                     *       },
                     *       "links": [],
                     *       "created_at": "2026-11-01T10:00:00Z",
                     *       "updated_at": "2026-11-21T10:05:00Z",
                     *       "created_by": "311",
                     *       "updated_by": "311"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerObjectRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteObjectRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
                object_id: components["parameters"]["ObjectId"];
                /** @description Id of a record of the object type (an opaque string). */
                record_id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The record was deleted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rec_5c2e91",
                     *       "object": "customer_object_record",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedResource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateObjectRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description Id of an object type (an opaque string), as listed by `GET /objects`. */
                object_id: components["parameters"]["ObjectId"];
                /** @description Id of a record of the object type (an opaque string). */
                record_id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stage": "won"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerObjectRecordUpdate"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The record after the change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer_object_record",
                     *       "id": "rec_5c2e91",
                     *       "object_id": "obj_deals",
                     *       "customer_id": "880",
                     *       "data": {
                     *         "title": "Annual renewal",
                     *         "stage": "won"
                     *       },
                     *       "links": [],
                     *       "created_at": "2026-11-01T10:00:00Z",
                     *       "updated_at": "2026-11-21T10:05:00Z",
                     *       "created_by": "311",
                     *       "updated_by": "311"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerObjectRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createSigningLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "doc_2f8",
                 *       "contact_id": "5521"
                 *     }
                 */
                "application/json": components["schemas"]["SigningLinkCreate"];
            };
        };
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description The signing link; `created` is false when an existing link was returned without a charge. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "signing_link",
                     *       "id": "sl_81c4",
                     *       "document_id": "doc_2f8",
                     *       "document_name": "Service agreement",
                     *       "status": "pending",
                     *       "signing_url": "https://sign.customer-messaging.invalid/s/sl_81c4",
                     *       "customer_id": "880",
                     *       "customer_name": "Acme Logistics",
                     *       "contact_id": "5521",
                     *       "contact_name": "Dana Levi",
                     *       "conversation_id": "",
                     *       "custom_attributes": {},
                     *       "created": true,
                     *       "opened_at": null,
                     *       "signed_at": null,
                     *       "expires_at": "2026-12-21T09:55:00Z",
                     *       "created_at": "2026-11-21T09:55:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SigningLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such document or contact in this account. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The document is still a draft; only active documents can be sent for signature. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listStudioBlocks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own identifier for this request. It is echoed in the `X-Request-Id` response header and used in the service's logs. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "5XX": components["responses"]["ServerError"];
            /** @description Describe Studio block settings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message.send_text": {
                     *         "kind": "action",
                     *         "label": "Send text",
                     *         "settings": {
                     *           "text": {
                     *             "type": "string",
                     *             "required": true
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StudioBlockCatalog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
