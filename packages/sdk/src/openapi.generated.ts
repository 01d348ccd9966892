// Generated from the platform's OpenAPI document by `npm run sdk:generate`; do not edit.
// test/sdk-drift.test.ts fails when this file and a fresh generation differ.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Index of the APIs
         * @description The mounted APIs in the order a customer uses them, with links to the API reference and the OpenAPI document. No credential needed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            apis: {
                                /** @description the API, as its errors and the OpenAPI tags name it */
                                name: string;
                                /** @description its OpenAPI tag */
                                title: string;
                                /** @description the path its routes start with */
                                mount: string;
                            }[];
                            links: {
                                docs: string;
                                openapi: string;
                                token: string;
                                jwks: string;
                                health: string;
                                ready: string;
                            };
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            /** Format: date-time */
                            timestamp: string;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: start-up work is done and the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            database: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            database: string;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that verify access tokens
         * @description The keys that verify tokens now and a rotated key before it signs. Cacheable for 300 s, half the default wait of a rotated key.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token (client credentials grant)
         * @description Form-encoded (or JSON) `grant_type=client_credentials`, `client_id`, `client_secret`; HTTP Basic client authentication is accepted too. Errors follow RFC 6749 section 5.2.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        grant_type?: string;
                        client_id?: string;
                        client_secret?: string;
                        scope?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: string;
                            error_description?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: string;
                            error_description?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: string;
                            error_description?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organisations */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                services: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                                currency: string;
                                /** @description decimal amount as a string */
                                price_per_request: string;
                                billing_configured: boolean;
                                kyc_status: "none" | "pending" | "approved" | "rejected";
                                /** @description decimal amount as a string */
                                monthly_link_fee: string;
                                /** @description requests a minute the organisation's clients may make, every service together; null: the platform's RATE_LIMIT_PER_MINUTE */
                                rate_limit_per_minute: number | null;
                                wallet: {
                                    /** @description decimal amount as a string */
                                    balance: string;
                                    currency: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an organisation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        services?: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                        currency?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            services: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                            currency: string;
                            /** @description decimal amount as a string */
                            price_per_request: string;
                            billing_configured: boolean;
                            kyc_status: "none" | "pending" | "approved" | "rejected";
                            /** @description decimal amount as a string */
                            monthly_link_fee: string;
                            /** @description requests a minute the organisation's clients may make, every service together; null: the platform's RATE_LIMIT_PER_MINUTE */
                            rate_limit_per_minute: number | null;
                            wallet: {
                                /** @description decimal amount as a string */
                                balance: string;
                                currency: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            services: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                            currency: string;
                            /** @description decimal amount as a string */
                            price_per_request: string;
                            billing_configured: boolean;
                            kyc_status: "none" | "pending" | "approved" | "rejected";
                            /** @description decimal amount as a string */
                            monthly_link_fee: string;
                            /** @description requests a minute the organisation's clients may make, every service together; null: the platform's RATE_LIMIT_PER_MINUTE */
                            rate_limit_per_minute: number | null;
                            wallet: {
                                /** @description decimal amount as a string */
                                balance: string;
                                currency: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an organisation */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        services?: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                        /** @description decimal amount >= 0 as a string */
                        price_per_request?: string;
                        billing_configured?: boolean;
                        kyc_status?: "none" | "pending" | "approved" | "rejected";
                        /** @description decimal amount >= 0 as a string */
                        monthly_link_fee?: string;
                        /** @description the organisation's own limit a minute; null returns it to the platform's */
                        rate_limit_per_minute?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            services: ("connectivity" | "reseller" | "numbers" | "mccmnc")[];
                            currency: string;
                            /** @description decimal amount as a string */
                            price_per_request: string;
                            billing_configured: boolean;
                            kyc_status: "none" | "pending" | "approved" | "rejected";
                            /** @description decimal amount as a string */
                            monthly_link_fee: string;
                            /** @description requests a minute the organisation's clients may make, every service together; null: the platform's RATE_LIMIT_PER_MINUTE */
                            rate_limit_per_minute: number | null;
                            wallet: {
                                /** @description decimal amount as a string */
                                balance: string;
                                currency: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/organizations/{id}/wallet/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit an organisation's wallet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: string;
                            currency: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an organisation's API clients */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                client_id: string;
                                name: string;
                                organization_id: string | null;
                                roles: ("admin" | "viewer")[];
                                /** Format: date-time */
                                created_at: string;
                                revoked_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API client of an organisation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        roles: ("admin" | "viewer")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_id: string;
                            name: string;
                            organization_id: string | null;
                            roles: ("admin" | "viewer")[];
                            /** Format: date-time */
                            created_at: string;
                            revoked_at: string | null;
                        } & {
                            /** @description shown this once */
                            client_secret: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/platform-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a platform client (tokens without an organisation) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        roles: ("admin" | "viewer")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_id: string;
                            name: string;
                            organization_id: string | null;
                            roles: ("admin" | "viewer")[];
                            /** Format: date-time */
                            created_at: string;
                            revoked_at: string | null;
                        } & {
                            /** @description shown this once */
                            client_secret: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a client: new tokens are refused at once, issued ones stop working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    client_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            client_id: string;
                            name: string;
                            organization_id: string | null;
                            roles: ("admin" | "viewer")[];
                            /** Format: date-time */
                            created_at: string;
                            revoked_at: string | null;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the token signing keys
         * @description Every key, retired ones included, newest activation first. Private keys are never shown.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                kid: string;
                                alg: string;
                                /** @description pending: published, signs from activates_at; signing: signs the tokens issued now; verifying: no longer signs, verifies the tokens it signed until retires_at; retired: verifies nothing */
                                status: "pending" | "signing" | "verifying" | "retired";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                activates_at: string;
                                /** @description when the key stops verifying; null until a rotation replaces it */
                                retires_at: string | null;
                                /** @description the public key as the JWKS publishes it */
                                public_jwk: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Rotate the token signing key
         * @description Makes a new key, published at once and signing from activates_at. The keys it replaces keep verifying the tokens they signed for one token lifetime (and a minute) after that, then retire; a key still waiting to sign retires now.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description seconds until the new key signs; until then it is only published, so verifiers that cache the JWKS (up to 300 s) know it first. 0 signs at once: for a key that leaked, before retiring it
                         * @default 600
                         */
                        activate_in_seconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kid: string;
                            alg: string;
                            /** @description pending: published, signs from activates_at; signing: signs the tokens issued now; verifying: no longer signs, verifies the tokens it signed until retires_at; retired: verifies nothing */
                            status: "pending" | "signing" | "verifying" | "retired";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            activates_at: string;
                            /** @description when the key stops verifying; null until a rotation replaces it */
                            retires_at: string | null;
                            /** @description the public key as the JWKS publishes it */
                            public_jwk: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/signing-keys/{kid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Retire a signing key now
         * @description Tokens the key signed stop authenticating: on the process that answers at once, on the others within AUTH_CLIENT_CACHE_SECONDS (at least a second). The key that signs now is refused (422): rotate with activate_in_seconds 0 first. A retired key answers as it is.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            kid: string;
                            alg: string;
                            /** @description pending: published, signs from activates_at; signing: signs the tokens issued now; verifying: no longer signs, verifies the tokens it signed until retires_at; retired: verifies nothing */
                            status: "pending" | "signing" | "verifying" | "retired";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            activates_at: string;
                            /** @description when the key stops verifying; null until a rotation replaces it */
                            retires_at: string | null;
                            /** @description the public key as the JWKS publishes it */
                            public_jwk: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}/sims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver SIMs from an upstream provider into an organisation's inventory */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description how many SIMs the provider delivers */
                        count: number;
                        sim_type: "physical" | "eSIM";
                        /** @description upstream provider; default alpha */
                        provider?: "alpha" | "beta";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description printed serial number */
                                iccid: string;
                                status: "inactive" | "active" | "suspended" | "terminated";
                                sim_type: "physical" | "eSIM";
                                /** @description upstream-reported attach state (distinct from the link binding) */
                                is_attached: boolean;
                                msisdn: string | null;
                                imsi: string | null;
                                imei: string | null;
                                eid: string | null;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                esim_profile_status: ("installed" | "downloaded" | "enabled" | "disabled" | "deleted" | "error") | null;
                                link: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description first sync into the service
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description last sync update
                                 */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usage/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a usage snapshot of every live link now (the workers run it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            job_id: string;
                            /** @enum {string} */
                            status: "queued";
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of an organisation's bulk tasks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/billing/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run every due charge now
         * @description Number renewals and the /v1 monthly link fees: each number and period, and each organisation and month, is charged once however often this runs. The worker runs the same every hour.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description the instant to bill as of, from 1970 to before 9999; default now (the provider clock)
                         */
                        as_of?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            as_of: string;
                            /** @description fees paid, attempts the wallet could not pay, numbers back to active, numbers suspended and released, steps that failed (retried next run) */
                            numbers: {
                                charged: number;
                                unpaid: number;
                                reactivated: number;
                                suspended: number;
                                released: number;
                                errors: number;
                            };
                            /** @description the /v1 monthly link fee: organisations billed by this run, links charged and links suspended for want of balance */
                            reseller_link_fees: {
                                /** @description YYYY-MM of the fee this run charged */
                                month: string;
                                organizations: number;
                                charged: number;
                                suspended: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYC submissions of every organisation
         * @description Oldest first; filter by `status` (e.g. `pending`, the review queue) and `kind`.
         */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    kind?: "organization" | "number";
                    /** @description 1-based page */
                    page?: number;
                    /** @description items per page, 1 to 100 */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            submissions: {
                                /** Format: uuid */
                                organization_id: string;
                                /** Format: uuid */
                                id: string;
                                kind: "organization" | "number";
                                phone_number_id: string | null;
                                status: "pending" | "approved" | "rejected";
                                /** @description the operator's reason, when given */
                                reason: string | null;
                                /** @description the submitted body */
                                details: {
                                    [key: string]: unknown;
                                };
                                decided_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/kyc/{submissionId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a KYC submission
         * @description Sets the submission and the organisation's (or the number's) `kyc_status`. A submission already decided is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    submissionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        decision: "approved" | "rejected";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            organization_id: string;
                            /** Format: uuid */
                            id: string;
                            kind: "organization" | "number";
                            phone_number_id: string | null;
                            status: "pending" | "approved" | "rejected";
                            /** @description the operator's reason, when given */
                            reason: string | null;
                            /** @description the submitted body */
                            details: {
                                [key: string]: unknown;
                            };
                            decided_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/data-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulate a data session of the device holding a SIM */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ICCID of a SIM the simulator delivered */
                        iccid: string;
                        /** @description MB used now (up to six decimals) */
                        mb: number;
                        /** @description ISO 3166-1 alpha-2 code of where the device is: an operator there carries the session, which draws only from the add-ons whose plan covers that country. Left out: an operator of the SIM's zones, and every add-on */
                        country?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            iccid: string;
                            endpoint_id: string;
                            mb: string;
                            out_of_bundle_mb: string;
                            operator_id: string | null;
                            country: string | null;
                            /** Format: date-time */
                            occurred_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/imei": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a SIM into the device with this IMEI */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ICCID of a SIM the simulator delivered */
                        iccid: string;
                        imei: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            iccid: string;
                            imei: string;
                            /** Format: date-time */
                            last_seen_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/inbound-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver an SMS from the network to a number */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description E.164 number or alphanumeric sender */
                        from: string;
                        /** @description E.164 number */
                        to: string;
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            from: string;
                            to: string;
                            body: string;
                            /** Format: date-time */
                            received_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Faults still armed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                operation: string;
                                status: number;
                                remaining: number;
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Make the next calls of an upstream operation fail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the upstream port's operation, in snake case */
                        operation: "deliver_sims" | "get_sim" | "get_esim_activation_code" | "issue_esim" | "get_endpoint" | "create_endpoint" | "delete_endpoint" | "attach_sim" | "detach_sim" | "suspend_endpoint" | "resume_endpoint" | "set_network_bars" | "set_imei_lock" | "add_plan" | "remove_plan" | "get_usage" | "get_network_status" | "send_sms" | "get_costs" | "create_plan_profile" | "update_plan_profile" | "delete_plan_profile" | "search_numbers" | "get_holds" | "extend_holds" | "order_number" | "release_number" | "get_sms_pricing";
                        status: number;
                        count: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operation: string;
                            status: number;
                            remaining: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Clear every injected fault */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The simulated network's time */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            now: string;
                            offset_seconds: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Move the simulated network's clock forward */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        advance_seconds: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            now: string;
                            offset_seconds: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/simulator/latency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latency of every upstream call */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            latency_ms: number;
                            source: "runtime" | "config";
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Set the latency of every upstream call (null returns to SIMULATOR_LATENCY_MS) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        latency_ms: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            latency_ms: number;
                            source: "runtime" | "config";
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reseller-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List /v1 plans
         * @description Every plan, enabled or not, by name. `organization_id` narrows to one organisation's plans, or to global ones with `global`.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    /** @description an organisation's plans, or `global` */
                    organization_id?: string | "global";
                    enabled?: boolean;
                    /** @description local: one country; regional: several; global: worldwide */
                    coverage_type?: "local" | "regional" | "global";
                    /** @description lower-case letters, digits and inner hyphens */
                    sponsor_profile?: string;
                    /** @description the provider's id of the plan */
                    provider_plan_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                provider_plan_id: string;
                                data_mb: number;
                                validity_days: number;
                                sponsor_profile: string;
                                /** @description local: one country; regional: several; global: worldwide */
                                coverage_type: "local" | "regional" | "global";
                                /** @description regions holding at least one covered country */
                                regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                                coverage: {
                                    country_count: number;
                                    /** @description ISO 3166-1 alpha-2, sorted */
                                    countries: string[];
                                };
                                /** @description decimal string */
                                retail_price: string;
                                currency: string;
                                /** @description false: a plan of the caller's own organisation */
                                is_global: boolean;
                                organization_id: string | null;
                                excluded_organizations: string[];
                                enabled: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a /v1 plan
         * @description Without `organization_id` the plan is global (offered to every organisation but those in `excluded_organizations`); with it, the plan belongs to that organisation and hides any global plan with the same `provider_plan_id` from it. Countries are upper-cased, deduplicated and checked against ISO 3166-1; unknown countries or organisations are 422.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @description the provider's id of the plan */
                        provider_plan_id: string;
                        data_mb: number;
                        validity_days: number;
                        /** @description lower-case letters, digits and inner hyphens */
                        sponsor_profile: string;
                        /** @description local: one country; regional: several; global: worldwide */
                        coverage_type: "local" | "regional" | "global";
                        /** @description covered countries; upper-cased and deduplicated */
                        countries: string[];
                        /** @description decimal amount above zero, as a string */
                        retail_price: string;
                        /** @description ISO 4217 */
                        currency: string;
                        enabled: boolean;
                        /** @description absent or null: a global plan */
                        organization_id?: string | null;
                        /** @description organisations a global plan is not offered to */
                        excluded_organizations?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            provider_plan_id: string;
                            data_mb: number;
                            validity_days: number;
                            sponsor_profile: string;
                            /** @description local: one country; regional: several; global: worldwide */
                            coverage_type: "local" | "regional" | "global";
                            /** @description regions holding at least one covered country */
                            regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                            coverage: {
                                country_count: number;
                                /** @description ISO 3166-1 alpha-2, sorted */
                                countries: string[];
                            };
                            /** @description decimal string */
                            retail_price: string;
                            currency: string;
                            /** @description false: a plan of the caller's own organisation */
                            is_global: boolean;
                            organization_id: string | null;
                            excluded_organizations: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reseller-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a /v1 plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            provider_plan_id: string;
                            data_mb: number;
                            validity_days: number;
                            sponsor_profile: string;
                            /** @description local: one country; regional: several; global: worldwide */
                            coverage_type: "local" | "regional" | "global";
                            /** @description regions holding at least one covered country */
                            regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                            coverage: {
                                country_count: number;
                                /** @description ISO 3166-1 alpha-2, sorted */
                                countries: string[];
                            };
                            /** @description decimal string */
                            retail_price: string;
                            currency: string;
                            /** @description false: a plan of the caller's own organisation */
                            is_global: boolean;
                            organization_id: string | null;
                            excluded_organizations: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a /v1 plan
         * @description Any subset of the creation fields except `organization_id`: a plan never moves between organisations.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @description the provider's id of the plan */
                        provider_plan_id?: string;
                        data_mb?: number;
                        validity_days?: number;
                        /** @description lower-case letters, digits and inner hyphens */
                        sponsor_profile?: string;
                        /** @description local: one country; regional: several; global: worldwide */
                        coverage_type?: "local" | "regional" | "global";
                        /** @description covered countries; upper-cased and deduplicated */
                        countries?: string[];
                        /** @description decimal amount above zero, as a string */
                        retail_price?: string;
                        /** @description ISO 4217 */
                        currency?: string;
                        enabled?: boolean;
                        /** @description organisations a global plan is not offered to */
                        excluded_organizations?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            provider_plan_id: string;
                            data_mb: number;
                            validity_days: number;
                            sponsor_profile: string;
                            /** @description local: one country; regional: several; global: worldwide */
                            coverage_type: "local" | "regional" | "global";
                            /** @description regions holding at least one covered country */
                            regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                            coverage: {
                                country_count: number;
                                /** @description ISO 3166-1 alpha-2, sorted */
                                countries: string[];
                            };
                            /** @description decimal string */
                            retail_price: string;
                            currency: string;
                            /** @description false: a plan of the caller's own organisation */
                            is_global: boolean;
                            organization_id: string | null;
                            excluded_organizations: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin/reseller-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending /v1 purchases
         * @description Purchases still pending, oldest first, with their repair job: charged, but neither completed nor refunded yet. A purchase whose repair job failed after its last attempt stays here until an operator runs its repair again.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    organization_id?: string;
                    /** @description only purchases pending at least this long */
                    older_than_seconds?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                organization_id: string;
                                status: "pending" | "completed" | "refunded";
                                /** Format: uuid */
                                plan_id: string;
                                plan_name: string;
                                name: string | null;
                                /** @description the eSIM the provider issued for it */
                                iccid: string;
                                /** @description decimal amount, as a string */
                                amount: string;
                                currency: string;
                                /**
                                 * Format: uuid
                                 * @description the link the purchase records when it completes
                                 */
                                link_id: string;
                                failure_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                repair: {
                                    /** Format: uuid */
                                    job_id: string;
                                    status: "queued" | "running" | "succeeded" | "failed";
                                    attempts: number;
                                    max_attempts: number;
                                    /** Format: date-time */
                                    run_at: string;
                                    last_error: string | null;
                                    finished_at: string | null;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}/reseller-purchases/{purchase_id}/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the repair of a pending /v1 purchase again
         * @description Queues a repair job due now, in place of one still waiting for its time. It settles from what the provider has, as the first job would have: completed if the provider has the plan, refunded otherwise. 422 when it is settled already or its repair is running; 404 when there is no such one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    purchase_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            status: "pending" | "completed" | "refunded";
                            /** Format: uuid */
                            plan_id: string;
                            plan_name: string;
                            name: string | null;
                            /** @description the eSIM the provider issued for it */
                            iccid: string;
                            /** @description decimal amount, as a string */
                            amount: string;
                            currency: string;
                            /**
                             * Format: uuid
                             * @description the link the purchase records when it completes
                             */
                            link_id: string;
                            failure_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            repair: {
                                /** Format: uuid */
                                job_id: string;
                                status: "queued" | "running" | "succeeded" | "failed";
                                attempts: number;
                                max_attempts: number;
                                /** Format: date-time */
                                run_at: string;
                                last_error: string | null;
                                finished_at: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reseller-topups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending /v1 top-ups
         * @description Top-ups still pending, oldest first, with the repair job of their request, as the purchases are listed.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    organization_id?: string;
                    /** @description only purchases pending at least this long */
                    older_than_seconds?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                organization_id: string;
                                /** Format: uuid */
                                link_id: string;
                                status: "pending" | "completed" | "refunded";
                                /** Format: uuid */
                                plan_id: string;
                                plan_name: string;
                                data_mb: number;
                                /** @description decimal amount, as a string */
                                amount: string;
                                currency: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                repair: {
                                    /** Format: uuid */
                                    job_id: string;
                                    status: "queued" | "running" | "succeeded" | "failed";
                                    attempts: number;
                                    max_attempts: number;
                                    /** Format: date-time */
                                    run_at: string;
                                    last_error: string | null;
                                    finished_at: string | null;
                                } | null;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organizations/{id}/reseller-topups/{topup_id}/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the repair of a pending /v1 top-up again
         * @description One job for the top-ups of the same request still pending on the link. Queues a repair job due now, in place of one still waiting for its time. It settles from what the provider has, as the first job would have: completed if the provider has the plan, refunded otherwise. 422 when it is settled already or its repair is running; 404 when there is no such one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    topup_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organization_id: string;
                            /** Format: uuid */
                            link_id: string;
                            status: "pending" | "completed" | "refunded";
                            /** Format: uuid */
                            plan_id: string;
                            plan_name: string;
                            data_mb: number;
                            /** @description decimal amount, as a string */
                            amount: string;
                            currency: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            repair: {
                                /** Format: uuid */
                                job_id: string;
                                status: "queued" | "running" | "succeeded" | "failed";
                                attempts: number;
                                max_attempts: number;
                                /** Format: date-time */
                                run_at: string;
                                last_error: string | null;
                                finished_at: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sponsor-profiles/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a sponsor profile
         * @description Answers 201 when the profile is new, 200 when it replaced one. The name is a slug that plans name in `sponsor_profile`.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description lower-case letters, digits and inner hyphens */
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        provider: "alpha" | "beta";
                        /** @description the provider's base plan the eSIM is created with */
                        base_plan: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            provider: "alpha" | "beta";
                            base_plan: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            provider: "alpha" | "beta";
                            base_plan: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sponsor-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sponsor profiles
         * @description Every profile, by name.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                name: string;
                                provider: "alpha" | "beta";
                                base_plan: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plans the caller can buy
         * @description Enabled plans only: global plans not excluding the caller and not replaced by an own plan with the same `provider_plan_id`, plus the caller's own plans, by name. `region`, `coverage_type` and `sponsor_profile` combine with AND; a plan matches a region when one of its countries is in it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description EU, AF, AS, LA (Latin America and the Caribbean), NA or OC */
                    region?: "EU" | "AF" | "AS" | "LA" | "NA" | "OC";
                    /** @description local: one country; regional: several; global: worldwide */
                    coverage_type?: "local" | "regional" | "global";
                    /** @description lower-case letters, digits and inner hyphens */
                    sponsor_profile?: string;
                    page?: number;
                    /** @description 1 to 100 */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                provider_plan_id: string;
                                data_mb: number;
                                validity_days: number;
                                sponsor_profile: string;
                                /** @description local: one country; regional: several; global: worldwide */
                                coverage_type: "local" | "regional" | "global";
                                /** @description regions holding at least one covered country */
                                regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                                coverage: {
                                    country_count: number;
                                    /** @description ISO 3166-1 alpha-2, sorted */
                                    countries: string[];
                                };
                                /** @description decimal string */
                                retail_price: string;
                                currency: string;
                                /** @description false: a plan of the caller's own organisation */
                                is_global: boolean;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a plan
         * @description 404 NOT_FOUND when the plan does not exist, is disabled, excludes the caller, is replaced by an own copy or belongs to another organisation; a malformed id is 422 VALIDATION_ERROR.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            provider_plan_id: string;
                            data_mb: number;
                            validity_days: number;
                            sponsor_profile: string;
                            /** @description local: one country; regional: several; global: worldwide */
                            coverage_type: "local" | "regional" | "global";
                            /** @description regions holding at least one covered country */
                            regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                            coverage: {
                                country_count: number;
                                /** @description ISO 3166-1 alpha-2, sorted */
                                countries: string[];
                            };
                            /** @description decimal string */
                            retail_price: string;
                            currency: string;
                            /** @description false: a plan of the caller's own organisation */
                            is_global: boolean;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries, operators and network types of a plan
         * @description Every covered country with the operators of the platform's operator catalogue (networks marked not operational left out) and the network types named by their band data; an operator without band data has an empty list.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            plan_id: string;
                            country_count: number;
                            countries: {
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                name: string;
                                /** @description null for Antarctica */
                                region: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC") | null;
                                operators: {
                                    /**
                                     * Format: uuid
                                     * @description the operator catalogue's id
                                     */
                                    id: string;
                                    name: string;
                                    brand: string | null;
                                    mcc: string;
                                    mnc: string;
                                    /** @description from the operator data's bands; empty when unknown */
                                    network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Region codes, labels and countries
         * @description The six codes `GET /v1/plans?region=` accepts, each with its countries (ISO 3166-1 alpha-2).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description EU, AF, AS, LA (Latin America and the Caribbean), NA or OC */
                                code: "EU" | "AF" | "AS" | "LA" | "NA" | "OC";
                                label: string;
                                country_count: number;
                                /** @description ISO 3166-1 alpha-2, sorted */
                                countries: string[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's eSIM links, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description 1 to 100 */
                    per_page?: number;
                    /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                    status?: "active" | "suspended" | "inactive";
                    /** @description part of the ICCID, the name or the id */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                                iccid: string | null;
                                /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                                status: "active" | "suspended" | "inactive";
                                sponsor_profile: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Buy an eSIM link with a plan, charged to the wallet
         * @description Checks the wallet (402 INSUFFICIENT_BALANCE), takes an eSIM of the plan's sponsor profile, debits the retail price, creates the endpoint with the plan as add-on and records the link. 422 VALIDATION_ERROR for a plan the caller cannot buy; 500 CONFIG_ERROR for an unconfigured sponsor profile (nothing charged); 502 PROVISIONING_FAILED / PROVISIONING_ERROR after an upstream failure, the amount refunded. Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours answers the first result again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description the same key with the same body within 24 h replays the first answer; with another body, or while the first runs, 409 */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        plan_id: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            iccid: string | null;
                            /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                            status: "active" | "suspended" | "inactive";
                            sponsor_profile: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            activations: {
                                /** Format: uuid */
                                id: string;
                                plan: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    data_mb: number;
                                    validity_days: number;
                                };
                                status: "active" | "expired" | "exhausted";
                                data_used_mb: number;
                                data_remaining_mb: number;
                                /** @description ISO 3166-1 alpha-2 */
                                coverage_countries: string[];
                                activated_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            /** @description all activations, from the provider live */
                            data_used_mb: number;
                            /** @description active activations, from the provider live */
                            data_remaining_mb: number;
                            lpa_profile: string | null;
                            apple_activation_url: string | null;
                            android_activation_url: string | null;
                            coverage_data: {
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                name: string;
                                /** @description null for Antarctica */
                                region: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC") | null;
                                operators: {
                                    /**
                                     * Format: uuid
                                     * @description the operator catalogue's id
                                     */
                                    id: string;
                                    name: string;
                                    brand: string | null;
                                    mcc: string;
                                    mnc: string;
                                    /** @description from the operator data's bands; empty when unknown */
                                    network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link by UUID or ICCID, with live usage and status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            iccid: string | null;
                            /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                            status: "active" | "suspended" | "inactive";
                            sponsor_profile: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            activations: {
                                /** Format: uuid */
                                id: string;
                                plan: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    data_mb: number;
                                    validity_days: number;
                                };
                                status: "active" | "expired" | "exhausted";
                                data_used_mb: number;
                                data_remaining_mb: number;
                                /** @description ISO 3166-1 alpha-2 */
                                coverage_countries: string[];
                                activated_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            /** @description all activations, from the provider live */
                            data_used_mb: number;
                            /** @description active activations, from the provider live */
                            data_remaining_mb: number;
                            lpa_profile: string | null;
                            apple_activation_url: string | null;
                            android_activation_url: string | null;
                            coverage_data: {
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                name: string;
                                /** @description null for Antarctica */
                                region: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC") | null;
                                operators: {
                                    /**
                                     * Format: uuid
                                     * @description the operator catalogue's id
                                     */
                                    id: string;
                                    name: string;
                                    brand: string | null;
                                    mcc: string;
                                    mnc: string;
                                    /** @description from the operator data's bands; empty when unknown */
                                    network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Top up a link with plans and remove activations
         * @description Every added plan is charged its retail_price, all or nothing (402 when the wallet cannot pay them all); removed activations leave the link.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description plan ids to top up with, each charged its retail_price */
                        add?: string[];
                        /** @description activation ids (activations[].id of the link detail) */
                        remove?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            iccid: string | null;
                            /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                            status: "active" | "suspended" | "inactive";
                            sponsor_profile: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            activations: {
                                /** Format: uuid */
                                id: string;
                                plan: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    data_mb: number;
                                    validity_days: number;
                                };
                                status: "active" | "expired" | "exhausted";
                                data_used_mb: number;
                                data_remaining_mb: number;
                                /** @description ISO 3166-1 alpha-2 */
                                coverage_countries: string[];
                                activated_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            /** @description all activations, from the provider live */
                            data_used_mb: number;
                            /** @description active activations, from the provider live */
                            data_remaining_mb: number;
                            lpa_profile: string | null;
                            apple_activation_url: string | null;
                            android_activation_url: string | null;
                            coverage_data: {
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                name: string;
                                /** @description null for Antarctica */
                                region: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC") | null;
                                operators: {
                                    /**
                                     * Format: uuid
                                     * @description the operator catalogue's id
                                     */
                                    id: string;
                                    name: string;
                                    brand: string | null;
                                    mcc: string;
                                    mnc: string;
                                    /** @description from the operator data's bands; empty when unknown */
                                    network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}/topup-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans that can top up the link (its sponsor profile) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                provider_plan_id: string;
                                data_mb: number;
                                validity_days: number;
                                sponsor_profile: string;
                                /** @description local: one country; regional: several; global: worldwide */
                                coverage_type: "local" | "regional" | "global";
                                /** @description regions holding at least one covered country */
                                regions: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC")[];
                                coverage: {
                                    country_count: number;
                                    /** @description ISO 3166-1 alpha-2, sorted */
                                    countries: string[];
                                };
                                /** @description decimal string */
                                retail_price: string;
                                currency: string;
                                /** @description false: a plan of the caller's own organisation */
                                is_global: boolean;
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link's transactions, newest charged_at first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description 1 to 100 */
                    per_page?: number;
                };
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                type: "activation" | "topup" | "refund" | "monthly_link_fee";
                                /** @description decimal amount, as a string */
                                amount: string;
                                currency: string;
                                plan_name: string | null;
                                /** Format: date-time */
                                charged_at: string;
                                /** @description monthly_link_fee: the links the fee paid for */
                                charged_link_ids: string[];
                            }[];
                            page: number;
                            per_page: number;
                            total: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}/network-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last stored network reading, or a live one (?live=true) */
        get: {
            parameters: {
                query?: {
                    /** @description true: ask the provider now (and store the reading) */
                    live?: boolean;
                };
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cached: boolean;
                            as_of: string | null;
                            connected: boolean;
                            rat: string | null;
                            operator: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                country: string;
                            } | null;
                            country: string | null;
                            last_seen_at: string | null;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{identifier}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a suspended link's unpaid monthly fee and resume it
         * @description 402 INSUFFICIENT_BALANCE when the wallet cannot pay; 422 VALIDATION_ERROR when the link is not suspended.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the link UUID or its eSIM ICCID */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            iccid: string | null;
                            /** @description active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left */
                            status: "active" | "suspended" | "inactive";
                            sponsor_profile: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            activations: {
                                /** Format: uuid */
                                id: string;
                                plan: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    data_mb: number;
                                    validity_days: number;
                                };
                                status: "active" | "expired" | "exhausted";
                                data_used_mb: number;
                                data_remaining_mb: number;
                                /** @description ISO 3166-1 alpha-2 */
                                coverage_countries: string[];
                                activated_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            /** @description all activations, from the provider live */
                            data_used_mb: number;
                            /** @description active activations, from the provider live */
                            data_remaining_mb: number;
                            lpa_profile: string | null;
                            apple_activation_url: string | null;
                            android_activation_url: string | null;
                            coverage_data: {
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                name: string;
                                /** @description null for Antarctica */
                                region: ("EU" | "AF" | "AS" | "LA" | "NA" | "OC") | null;
                                operators: {
                                    /**
                                     * Format: uuid
                                     * @description the operator catalogue's id
                                     */
                                    id: string;
                                    name: string;
                                    brand: string | null;
                                    mcc: string;
                                    mnc: string;
                                    /** @description from the operator data's bands; empty when unknown */
                                    network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's wallet balance
         * @description The prepaid wallet every service of the organisation charges: purchases, top-ups, SMS, monthly fees and billed lookups.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description decimal string; may be below zero after inbound SMS, which the network delivers whatever the balance */
                            balance: string;
                            /** @description ISO 4217 */
                            currency: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error?: {
                                code?: string;
                                message?: string;
                                details?: {
                                    [key: string]: unknown;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the phone-number service */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            /** Format: date-time */
                            timestamp: string;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The token and organisation context of the caller
         * @description `services`: the services the organisation has enabled.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                organization_id: string;
                                client_id: string;
                                roles: string[];
                                services: string[];
                                /** Format: date-time */
                                token_expires_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SMS prices per destination country
         * @description Every country the provider offers SMS to, in the organisation's currency: `outbound_per_segment` is charged per segment of a sent SMS, `inbound_per_message` per SMS received. The list is empty when the provider does not price in that currency.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @description the organisation's currency */
                                currency: string;
                                /** @description every destination the provider offers, by country; empty when the provider does not price in the currency */
                                prices: {
                                    /** @description destination country, ISO 3166-1 alpha-2 */
                                    country_iso: string;
                                    /** @description decimal string, 6 decimal places */
                                    outbound_per_segment: string;
                                    /** @description decimal string, 6 decimal places */
                                    inbound_per_message: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS from an owned number
         * @description Charges `segments` x the destination country's `outbound_per_segment` (see `/sms/pricing`) and hands the message to the provider. When the provider fails, the attempt is stored as `failed`, the charge is refunded and the answer is 502 `OUTBOUND_SMS_FAILED`. Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours answers the first result again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description the same key with the same body within 24 h replays the first answer; with another body, or while the first runs, 409 */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description an active number the organisation owns, E.164
                         * @example +4915123456789
                         */
                        from: string;
                        /**
                         * @description the destination, a valid E.164 number
                         * @example +447400123456
                         */
                        to: string;
                        /** @description 1 to 1600 characters, counted in UTF-16 code units (an emoji counts 2); GSM-7 text takes 160 characters in one segment or 153 per part, anything else (UCS-2) 70 or 67 */
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /**
                             * @example {
                             *       "id": "2f0f4a57-4a4e-4f7b-9b8e-3d8f1f0f6a11",
                             *       "phone_number_id": "a1c3e5f7-0b2d-4f6a-8c1e-3a5c7e9b1d2f",
                             *       "from": "+4915123456789",
                             *       "to": "+447400123456",
                             *       "body": "Your code is 123456",
                             *       "segments": 1,
                             *       "encoding": "gsm7",
                             *       "status": "sent",
                             *       "price": "0.040000",
                             *       "currency": "EUR",
                             *       "sent_at": "2026-01-01T12:00:00.000Z",
                             *       "delivered_at": null,
                             *       "created_at": "2026-01-01T12:00:00.000Z"
                             *     }
                             */
                            data: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                phone_number_id: string;
                                from: string;
                                to: string;
                                body: string;
                                segments: number;
                                encoding: "gsm7" | "ucs2";
                                /** @description `sent` once the provider took the message; `sending` only while a send is in progress */
                                status: "sending" | "sent" | "failed";
                                /** @description segments x the destination country's outbound_per_segment, 6 decimal places */
                                price: string;
                                currency: string;
                                sent_at: string | null;
                                /** @description no delivery reports yet: always null */
                                delivered_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List routing endpoints
         * @description Oldest first; `type` filters.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `voice` or `sms` */
                    type?: "voice" | "sms";
                    /** @description 1-based page */
                    page?: number;
                    /** @description items per page, 1 to 100 */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                endpoints: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description `voice` or `sms` */
                                    type: "voice" | "sms";
                                    destination_uri: string;
                                    is_default: boolean;
                                    is_secondary: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a routing endpoint
         * @description With `is_default: true` it replaces the previous default endpoint of its type.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description display name, 1 to 128 characters */
                        name: string;
                        /** @description `voice` or `sms` */
                        type: "voice" | "sms";
                        /**
                         * @description absolute URI: `http`/`https` for `sms` endpoints; `sip`, `sips`, `tel`, `http` or `https` for `voice` endpoints
                         * @example https://example.com/sms
                         */
                        destination_uri: string;
                        /**
                         * @description the fallback of numbers without routing of this type; one per type
                         * @default false
                         */
                        is_default?: boolean;
                        /** @default false */
                        is_secondary?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description Where voice calls or SMS of a number go */
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description `voice` or `sms` */
                                type: "voice" | "sms";
                                destination_uri: string;
                                is_default: boolean;
                                is_secondary: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a routing endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description Where voice calls or SMS of a number go */
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description `voice` or `sms` */
                                type: "voice" | "sms";
                                destination_uri: string;
                                is_default: boolean;
                                is_secondary: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /**
         * Update a routing endpoint
         * @description Any of `name`, `destination_uri`, `is_default`, `is_secondary`; at least one. The type cannot change.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description display name, 1 to 128 characters */
                        name?: string;
                        /**
                         * @description absolute URI: `http`/`https` for `sms` endpoints; `sip`, `sips`, `tel`, `http` or `https` for `voice` endpoints
                         * @example https://example.com/sms
                         */
                        destination_uri?: string;
                        is_default?: boolean;
                        is_secondary?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description Where voice calls or SMS of a number go */
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description `voice` or `sms` */
                                type: "voice" | "sms";
                                destination_uri: string;
                                is_default: boolean;
                                is_secondary: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a routing endpoint
         * @description Numbers routed to it fall back to the default endpoint of its type. Answers the deleted endpoint.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description Where voice calls or SMS of a number go */
                            data: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description `voice` or `sms` */
                                type: "voice" | "sms";
                                destination_uri: string;
                                is_default: boolean;
                                is_secondary: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/{phoneNumberId}/routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A number's routing
         * @description The configured endpoint ids and the effective endpoints (unset falls back to the default endpoint of the type).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    phoneNumberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                phone_number_id: string;
                                voice_endpoint_id: string | null;
                                sms_endpoint_id: string | null;
                                /** @description the configured endpoint, else the default endpoint of the type, else null */
                                effective: {
                                    voice: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        /** @description `voice` or `sms` */
                                        type: "voice" | "sms";
                                        destination_uri: string;
                                        is_default: boolean;
                                        is_secondary: boolean;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    sms: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        /** @description `voice` or `sms` */
                                        type: "voice" | "sms";
                                        destination_uri: string;
                                        is_default: boolean;
                                        is_secondary: boolean;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                };
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /**
         * Set a number's routing
         * @description Both ids are required, each a uuid or null (the default of the type). An unknown id or one of the other type is 422.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    phoneNumberId: string;
                };
                cookie?: never;
            };
            /** @description null falls back to the default endpoint of the type */
            requestBody: {
                content: {
                    "application/json": {
                        voice_endpoint_id: string | null;
                        sms_endpoint_id: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                phone_number_id: string;
                                voice_endpoint_id: string | null;
                                sms_endpoint_id: string | null;
                                /** @description the configured endpoint, else the default endpoint of the type, else null */
                                effective: {
                                    voice: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        /** @description `voice` or `sms` */
                                        type: "voice" | "sms";
                                        destination_uri: string;
                                        is_default: boolean;
                                        is_secondary: boolean;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                    sms: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        /** @description `voice` or `sms` */
                                        type: "voice" | "sms";
                                        destination_uri: string;
                                        is_default: boolean;
                                        is_secondary: boolean;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    } | null;
                                };
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/kyc/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's KYC status and latest submission */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                kyc_status: "none" | "pending" | "approved" | "rejected";
                                /** @description the latest submission */
                                submission: {
                                    /** Format: uuid */
                                    id: string;
                                    kind: "organization" | "number";
                                    phone_number_id: string | null;
                                    status: "pending" | "approved" | "rejected";
                                    /** @description the operator's reason, when given */
                                    reason: string | null;
                                    /** @description the submitted body */
                                    details: {
                                        [key: string]: unknown;
                                    };
                                    decided_at: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Submit the organisation's KYC
         * @description The submission and the organisation stay `pending` until the operator decides. 409 while one is pending or once approved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description registered legal name */
                        legal_name: string;
                        /** @description company registration number */
                        registration_number: string;
                        /** @description ISO 3166-1 alpha-2, upper case */
                        country_iso: string;
                        address: {
                            line1: string;
                            city: string;
                            postal_code: string;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country_iso: string;
                        };
                        /** Format: email */
                        contact_email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                id: string;
                                kind: "organization" | "number";
                                phone_number_id: string | null;
                                status: "pending" | "approved" | "rejected";
                                /** @description the operator's reason, when given */
                                reason: string | null;
                                /** @description the submitted body */
                                details: {
                                    [key: string]: unknown;
                                };
                                decided_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/{phoneNumberId}/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A number's KYC status and latest submission */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    phoneNumberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                phone_number_id: string;
                                kyc_status: "none" | "pending" | "approved" | "rejected";
                                /** @description the latest submission */
                                submission: {
                                    /** Format: uuid */
                                    id: string;
                                    kind: "organization" | "number";
                                    phone_number_id: string | null;
                                    status: "pending" | "approved" | "rejected";
                                    /** @description the operator's reason, when given */
                                    reason: string | null;
                                    /** @description the submitted body */
                                    details: {
                                        [key: string]: unknown;
                                    };
                                    decided_at: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Submit a number's end-user KYC
         * @description The number's `kyc_status` is `pending` until the operator decides; a rejected number cannot send SMS. 409 while one is pending.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    phoneNumberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the person or company that uses the number */
                        end_user_name: string;
                        address: {
                            line1: string;
                            city: string;
                            postal_code: string;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country_iso: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                id: string;
                                kind: "organization" | "number";
                                phone_number_id: string | null;
                                status: "pending" | "approved" | "rejected";
                                /** @description the operator's reason, when given */
                                reason: string | null;
                                /** @description the submitted body */
                                details: {
                                    [key: string]: unknown;
                                };
                                decided_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the catalogue
         * @description Numbers of the offering for the country and type that are free now. Each is held for your organisation for 15 minutes: its `id` is the catalogue id to preview or buy with, until `expires_at`. 404 `OFFERING_NOT_FOUND` when the country and type are not offered in your currency.
         */
        get: {
            parameters: {
                query: {
                    /** @description ISO 3166-1 alpha-2, any case */
                    country_iso: string;
                    number_type?: "mobile" | "local" | "toll_free";
                    limit?: number;
                    /** @description digits the national number contains */
                    contains?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                numbers: {
                                    /**
                                     * Format: uuid
                                     * @description catalogue id: opaque, held for this organisation until `expires_at`
                                     */
                                    id: string;
                                    /**
                                     * @description E.164
                                     * @example +4915121234567
                                     */
                                    e164: string;
                                    /**
                                     * @description E.164 (same as `e164`)
                                     * @example +4915121234567
                                     */
                                    phone_number: string;
                                    /** @example 01512 1234567 */
                                    national_format: string;
                                    country_iso: string;
                                    number_type: "mobile" | "local" | "toll_free";
                                    /**
                                     * @description one-off, charged at purchase
                                     * @example 1.000000
                                     */
                                    connection_fee: string;
                                    /**
                                     * @description charged at purchase for the first month, then every month
                                     * @example 1.000000
                                     */
                                    monthly_fee: string;
                                    /**
                                     * @description connection_fee + monthly_fee: what the purchase charges
                                     * @example 1.000000
                                     */
                                    total_fee: string;
                                    /** @enum {string} */
                                    billing_period: "monthly";
                                    currency: string;
                                    /** @enum {string} */
                                    value_tier: "standard";
                                    /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                    traffic_direction: "inbound_and_outbound" | "inbound_only";
                                    /**
                                     * Format: date-time
                                     * @description the catalogue id stops working then
                                     */
                                    expires_at: string;
                                }[];
                                /** @description free numbers of the offering matching the search */
                                total_available: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price catalogue numbers before buying them
         * @description Holds the numbers for another 15 minutes and answers a quote. Pass `quote_token` to the purchase to be held to these prices. 404 `NUMBER_NOT_AVAILABLE` for unknown or expired catalogue ids.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        number_ids?: string[];
                        /**
                         * Format: uuid
                         * @description catalogue id from GET /numbers/available
                         */
                        number_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                numbers: {
                                    /**
                                     * Format: uuid
                                     * @description catalogue id: opaque, held for this organisation until `expires_at`
                                     */
                                    id: string;
                                    /**
                                     * @description E.164
                                     * @example +4915121234567
                                     */
                                    e164: string;
                                    /**
                                     * @description E.164 (same as `e164`)
                                     * @example +4915121234567
                                     */
                                    phone_number: string;
                                    /** @example 01512 1234567 */
                                    national_format: string;
                                    country_iso: string;
                                    number_type: "mobile" | "local" | "toll_free";
                                    /**
                                     * @description one-off, charged at purchase
                                     * @example 1.000000
                                     */
                                    connection_fee: string;
                                    /**
                                     * @description charged at purchase for the first month, then every month
                                     * @example 1.000000
                                     */
                                    monthly_fee: string;
                                    /**
                                     * @description connection_fee + monthly_fee: what the purchase charges
                                     * @example 1.000000
                                     */
                                    total_fee: string;
                                    /** @enum {string} */
                                    billing_period: "monthly";
                                    currency: string;
                                    /** @enum {string} */
                                    value_tier: "standard";
                                    /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                    traffic_direction: "inbound_and_outbound" | "inbound_only";
                                    /**
                                     * Format: date-time
                                     * @description the catalogue id stops working then
                                     */
                                    expires_at: string;
                                }[];
                                quote: {
                                    /** @example 1 */
                                    connection_cost: number;
                                    /** @example 2.5 */
                                    monthly_cost: number;
                                    /** @example 3.5 */
                                    total_cost: number;
                                    currency: string;
                                    /** @description signed; pass it to the purchase to hold it to these prices */
                                    quote_token: string;
                                    /**
                                     * @description total_cost in minor units (cents)
                                     * @example 350
                                     */
                                    expected_total_cost_minor: number;
                                    /**
                                     * Format: date
                                     * @description the purchase day: connection fee and first month
                                     * @example 2026-12-24
                                     */
                                    first_billing_date: string;
                                    /**
                                     * Format: date
                                     * @description the first renewal
                                     * @example 2026-12-24
                                     */
                                    next_billing_date: string;
                                    /** Format: date-time */
                                    expires_at: string;
                                };
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List owned numbers
         * @description Newest first; released and failed numbers are not listed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page */
                    page?: number;
                    /** @description items per page, 1 to 100 */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                phone_numbers: {
                                    /** Format: uuid */
                                    id: string;
                                    /**
                                     * @description E.164
                                     * @example +4915121234567
                                     */
                                    e164: string;
                                    /**
                                     * @description E.164 (same as `e164`)
                                     * @example +4915121234567
                                     */
                                    phone_number: string;
                                    national_format: string;
                                    country_iso: string;
                                    number_type: "mobile" | "local" | "toll_free";
                                    /**
                                     * @description paid at purchase
                                     * @example 1.000000
                                     */
                                    connection_fee: string;
                                    /**
                                     * @description charged every billing period
                                     * @example 1.000000
                                     */
                                    monthly_fee: string;
                                    /**
                                     * @description connection_fee + monthly_fee
                                     * @example 1.000000
                                     */
                                    total_fee: string;
                                    status: "provisioning" | "active" | "suspended" | "released" | "failed";
                                    /** @example approved */
                                    kyc_status: string;
                                    /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                    traffic_direction: "inbound_and_outbound" | "inbound_only";
                                    voice_endpoint_id: string | null;
                                    sms_endpoint_id: string | null;
                                    /**
                                     * Format: date
                                     * @description when the next monthly fee is due
                                     * @example 2026-12-24
                                     */
                                    next_billing_date: string;
                                    /** @enum {string} */
                                    billing_period: "monthly";
                                    currency: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Buy catalogue numbers
         * @description Charges connection fee and first month of every number at once; the numbers are `provisioning`, then `active` within seconds. With `Idempotency-Key`, the same key and body within 24 hours replay the first answer.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description the same key with the same body within 24 h replays the first answer; with another body, or while the first runs, 409 */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description catalogue id from GET /numbers/available
                         */
                        number_id?: string;
                        number_ids?: string[];
                        quote_token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                order_id: string;
                                phone_numbers: {
                                    /** Format: uuid */
                                    id: string;
                                    /**
                                     * @description E.164
                                     * @example +4915121234567
                                     */
                                    e164: string;
                                    /**
                                     * @description E.164 (same as `e164`)
                                     * @example +4915121234567
                                     */
                                    phone_number: string;
                                    national_format: string;
                                    country_iso: string;
                                    number_type: "mobile" | "local" | "toll_free";
                                    /**
                                     * @description paid at purchase
                                     * @example 1.000000
                                     */
                                    connection_fee: string;
                                    /**
                                     * @description charged every billing period
                                     * @example 1.000000
                                     */
                                    monthly_fee: string;
                                    /**
                                     * @description connection_fee + monthly_fee
                                     * @example 1.000000
                                     */
                                    total_fee: string;
                                    status: "provisioning" | "active" | "suspended" | "released" | "failed";
                                    /** @example approved */
                                    kyc_status: string;
                                    /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                    traffic_direction: "inbound_and_outbound" | "inbound_only";
                                    voice_endpoint_id: string | null;
                                    sms_endpoint_id: string | null;
                                    /**
                                     * Format: date
                                     * @description when the next monthly fee is due
                                     * @example 2026-12-24
                                     */
                                    next_billing_date: string;
                                    /** @enum {string} */
                                    billing_period: "monthly";
                                    currency: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an owned number */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /**
                                 * @description E.164
                                 * @example +4915121234567
                                 */
                                e164: string;
                                /**
                                 * @description E.164 (same as `e164`)
                                 * @example +4915121234567
                                 */
                                phone_number: string;
                                national_format: string;
                                country_iso: string;
                                number_type: "mobile" | "local" | "toll_free";
                                /**
                                 * @description paid at purchase
                                 * @example 1.000000
                                 */
                                connection_fee: string;
                                /**
                                 * @description charged every billing period
                                 * @example 1.000000
                                 */
                                monthly_fee: string;
                                /**
                                 * @description connection_fee + monthly_fee
                                 * @example 1.000000
                                 */
                                total_fee: string;
                                status: "provisioning" | "active" | "suspended" | "released" | "failed";
                                /** @example approved */
                                kyc_status: string;
                                /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                traffic_direction: "inbound_and_outbound" | "inbound_only";
                                voice_endpoint_id: string | null;
                                sms_endpoint_id: string | null;
                                /**
                                 * Format: date
                                 * @description when the next monthly fee is due
                                 * @example 2026-12-24
                                 */
                                next_billing_date: string;
                                /** @enum {string} */
                                billing_period: "monthly";
                                currency: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Release an owned number
         * @description Gives the number back to the provider; answers it with status `released`. It then leaves the list, and reads of it are 404.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                id: string;
                                /**
                                 * @description E.164
                                 * @example +4915121234567
                                 */
                                e164: string;
                                /**
                                 * @description E.164 (same as `e164`)
                                 * @example +4915121234567
                                 */
                                phone_number: string;
                                national_format: string;
                                country_iso: string;
                                number_type: "mobile" | "local" | "toll_free";
                                /**
                                 * @description paid at purchase
                                 * @example 1.000000
                                 */
                                connection_fee: string;
                                /**
                                 * @description charged every billing period
                                 * @example 1.000000
                                 */
                                monthly_fee: string;
                                /**
                                 * @description connection_fee + monthly_fee
                                 * @example 1.000000
                                 */
                                total_fee: string;
                                status: "provisioning" | "active" | "suspended" | "released" | "failed";
                                /** @example approved */
                                kyc_status: string;
                                /** @description `inbound_only` numbers (toll-free) cannot send SMS */
                                traffic_direction: "inbound_and_outbound" | "inbound_only";
                                voice_endpoint_id: string | null;
                                sms_endpoint_id: string | null;
                                /**
                                 * Format: date
                                 * @description when the next monthly fee is due
                                 * @example 2026-12-24
                                 */
                                next_billing_date: string;
                                /** @enum {string} */
                                billing_period: "monthly";
                                currency: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Inbound SMS, newest first
         * @description Inbound messages only. Filter by `phone_number_id` and by `since` (received at or after).
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page */
                    page?: number;
                    /** @description items per page, 1 to 100 */
                    per_page?: number;
                    phone_number_id?: string;
                    /** @description only messages received at or after this ISO 8601 date-time */
                    since?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                messages: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    phone_number_id: string;
                                    /** @enum {string} */
                                    direction: "inbound";
                                    /** @description E.164 number or alphanumeric sender */
                                    from: string;
                                    to: string;
                                    body: string;
                                    segments: number;
                                    encoding: "gsm7" | "ucs2";
                                    /** @enum {string} */
                                    status: "received";
                                    /** @description inbound_per_message charged to the wallet, six decimals like the prices ("0.000000" when billing is not configured) */
                                    price: string;
                                    currency: string;
                                    /** Format: date-time */
                                    received_at: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inbound-SMS webhook settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /**
                             * @example {
                             *       "url": "https://example.com/hooks/sms",
                             *       "enabled": true,
                             *       "has_secret": true
                             *     }
                             */
                            data: {
                                url: string | null;
                                enabled: boolean;
                                /** @description whether deliveries are signed; the secret itself is never returned */
                                has_secret: boolean;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /**
         * Set the inbound-SMS webhook
         * @description Partial update: fields left out keep their value; `null` clears `url` or `secret`. A new webhook is enabled unless `enabled: false` is sent. The URL must reach the public internet (loopback, private, link-local, CGNAT, multicast and metadata addresses are refused, also after DNS resolution).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string | null;
                        secret?: string | null;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /**
                             * @example {
                             *       "url": "https://example.com/hooks/sms",
                             *       "enabled": true,
                             *       "has_secret": true
                             *     }
                             */
                            data: {
                                url: string | null;
                                enabled: boolean;
                                /** @description whether deliveries are signed; the secret itself is never returned */
                                has_secret: boolean;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery log of inbound-SMS events, newest first
         * @description One delivery per message and target (the webhook, the number's SMS endpoint), with every attempt.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page */
                    page?: number;
                    /** @description items per page, 1 to 100 */
                    per_page?: number;
                    status?: "pending" | "succeeded" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                deliveries: {
                                    /**
                                     * Format: uuid
                                     * @description also the webhook-id header of every attempt
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    message_id: string;
                                    event_type: string;
                                    target: string;
                                    target_kind: "webhook" | "endpoint";
                                    endpoint_id: string | null;
                                    status: "pending" | "succeeded" | "failed";
                                    attempts: {
                                        /** Format: date-time */
                                        at: string;
                                        status_code: number | null;
                                        error: string | null;
                                        duration_ms: number;
                                    }[];
                                    next_attempt_at: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                page: number;
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/sms/webhook/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Any delivery may be sent again (pending, failed or succeeded); the attempt keeps the delivery's webhook-id. Answers 202 with the delivery.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /**
                                 * Format: uuid
                                 * @description also the webhook-id header of every attempt
                                 */
                                id: string;
                                /** Format: uuid */
                                message_id: string;
                                event_type: string;
                                target: string;
                                target_kind: "webhook" | "endpoint";
                                endpoint_id: string | null;
                                status: "pending" | "succeeded" | "failed";
                                attempts: {
                                    /** Format: date-time */
                                    at: string;
                                    status_code: number | null;
                                    error: string | null;
                                    duration_ms: number;
                                }[];
                                next_attempt_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's wallet balance
         * @description The prepaid wallet every service of the organisation charges: purchases, top-ups, SMS, monthly fees and billed lookups.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @description decimal string; may be below zero after inbound SMS, which the network delivers whatever the balance */
                                balance: string;
                                /** @description ISO 4217 */
                                currency: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the lookup service */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            timestamp: string;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/dataset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Source, licence and size of the operator data set */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                name: string;
                                url: string;
                                licence: string;
                                attribution: string;
                                package: string;
                                package_version: string;
                                built_at: string;
                                count: number;
                            };
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an operator by MCC and MNC, or by PLMN
         * @description Send `mcc` and `mnc`, or `plmn`. A PLMN used in several territories answers with the MCC's home country first and lists all in `countries`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description three digits */
                    mcc?: string;
                    /** @description two or three digits */
                    mnc?: string;
                    /** @description MCC + MNC, five or six digits */
                    plmn?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @description mobile country code */
                                mcc: string;
                                /** @description mobile network code, leading zeros kept */
                                mnc: string;
                                /** @description MCC + MNC */
                                plmn: string;
                                /** @description region code: EU, AF, AS, LA, NA or OC */
                                region: string;
                                country: string;
                                /** @description ISO 3166-1 alpha-2 */
                                iso: string;
                                dial_code: string;
                                dial_codes: string[];
                                operator: string;
                                brand: string | null;
                                /** @description null: the data set does not know TADIG codes */
                                tadig: string | null;
                                bands: string | null;
                            } & {
                                /** @description every country (alpha-2) where this PLMN is used; the first is the answer */
                                countries: string[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/by-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operators of a country (ISO code) or of every country sharing a dial code */
        post: {
            parameters: {
                query?: {
                    /** @description ISO 3166-1 alpha-2 */
                    iso?: string;
                    /** @description country calling code, e.g. 44 or +1 */
                    dial_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @description null when a dial code is shared by several countries */
                                iso: string | null;
                                dial_code: string;
                                countries: string[];
                                count: number;
                                operators: {
                                    /** @description mobile country code */
                                    mcc: string;
                                    /** @description mobile network code, leading zeros kept */
                                    mnc: string;
                                    /** @description MCC + MNC */
                                    plmn: string;
                                    /** @description region code: EU, AF, AS, LA, NA or OC */
                                    region: string;
                                    country: string;
                                    /** @description ISO 3166-1 alpha-2 */
                                    iso: string;
                                    dial_code: string;
                                    dial_codes: string[];
                                    operator: string;
                                    brand: string | null;
                                    /** @description null: the data set does not know TADIG codes */
                                    tadig: string | null;
                                    bands: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search operators by name or brand (case- and accent-insensitive) */
        post: {
            parameters: {
                query: {
                    query: string;
                    iso?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                query: string;
                                iso: string | null;
                                limit: number;
                                count: number;
                                operators: {
                                    /** @description mobile country code */
                                    mcc: string;
                                    /** @description mobile network code, leading zeros kept */
                                    mnc: string;
                                    /** @description MCC + MNC */
                                    plmn: string;
                                    /** @description region code: EU, AF, AS, LA, NA or OC */
                                    region: string;
                                    country: string;
                                    /** @description ISO 3166-1 alpha-2 */
                                    iso: string;
                                    dial_code: string;
                                    dial_codes: string[];
                                    operator: string;
                                    brand: string | null;
                                    /** @description null: the data set does not know TADIG codes */
                                    tadig: string | null;
                                    bands: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/bulk/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a batch of up to 10,000 lookups
         * @description Each item is `{mcc, mnc}` or `{plmn}`; the whole batch is validated first. Each found item is billed like a lookup.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: ({
                            mcc: string;
                            mnc: string;
                        } | {
                            plmn: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                job_id: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/bulk/lookup/{job}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and results of a batch */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    job: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** Format: uuid */
                                job_id: string;
                                status: "processing" | "completed";
                                total_count: number;
                                /** @description items done, found or not */
                                processed_count: number;
                                /** @description items done without a result */
                                failed_count: number;
                                /** Format: date-time */
                                created_at: string;
                                completed_at: string | null;
                                items: {
                                    mcc?: string;
                                    mnc?: string;
                                    plmn?: string;
                                    status: "pending" | "completed" | "failed";
                                    result: {
                                        /** @description mobile country code */
                                        mcc: string;
                                        /** @description mobile network code, leading zeros kept */
                                        mnc: string;
                                        /** @description MCC + MNC */
                                        plmn: string;
                                        /** @description region code: EU, AF, AS, LA, NA or OC */
                                        region: string;
                                        country: string;
                                        /** @description ISO 3166-1 alpha-2 */
                                        iso: string;
                                        dial_code: string;
                                        dial_codes: string[];
                                        operator: string;
                                        brand: string | null;
                                        /** @description null: the data set does not know TADIG codes */
                                        tadig: string | null;
                                        bands: string | null;
                                    } | null;
                                    error: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mccmnc/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's wallet balance
         * @description The prepaid wallet every service of the organisation charges: purchases, top-ups, SMS, monthly fees and billed lookups.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @description decimal string; may be below zero after inbound SMS, which the network delivers whatever the balance */
                                balance: string;
                                /** @description ISO 4217 */
                                currency: string;
                            };
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success?: false;
                            error?: {
                                code?: string;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List network operators */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    /** @description name (default), country (alpha-3) or plmn (MCC then MNC) */
                    sort_by?: "name" | "country" | "plmn";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    /** @description ISO 3166-1 alpha-3 country code */
                    country?: string;
                    /** @description repeatable; matches any */
                    compatibility_zones?: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                    /** @description case-insensitive substring of the name or TADIG, or digits of MCC+MNC (26201 or 262-01) */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                /** @description mobile country code, three digits */
                                mcc: string;
                                /** @description mobile network code, two or three digits; leading zeros are significant */
                                mnc: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a network operator */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description ISO 3166-1 alpha-3 country code */
                            country: string;
                            /** @description TADIG code; null where the data set does not know it */
                            tadig: string | null;
                            /**
                             * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                             * @enum {unknown}
                             */
                            compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            /** @description mobile country code, three digits */
                            mcc: string;
                            /** @description mobile network code, two or three digits; leading zeros are significant */
                            mnc: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coverages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List coverages */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "name" | "created_at" | "updated_at";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    /** @description case-insensitive substring of the name or the id */
                    search?: string;
                    /** @description repeatable; matches any */
                    compatibility_zones?: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                    /** @description repeatable; coverages holding any of them */
                    operator_ids?: string[];
                    /** @description ISO 3166-1 alpha-3; coverages with an operator there */
                    country?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description distinct zones of the operators, in alphabetical order */
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                operators: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                }[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a coverage */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @description operator ids from GET /operators; 1 to 1000, no duplicates */
                        operator_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description distinct zones of the operators, in alphabetical order */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            operators: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coverages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a coverage */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description distinct zones of the operators, in alphabetical order */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            operators: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a coverage that no plan uses */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a coverage (local only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description distinct zones of the operators, in alphabetical order */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            operators: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/coverages/{id}/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add operators (ids already present are skipped) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description operator ids from GET /operators; 1 to 1000, no duplicates */
                        operator_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description distinct zones of the operators, in alphabetical order */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            operators: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Remove operators (ids already absent are skipped) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description operator ids from GET /operators; 1 to 1000, no duplicates */
                        operator_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description distinct zones of the operators, in alphabetical order */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            operators: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description ISO 3166-1 alpha-3 country code */
                                country: string;
                                /** @description TADIG code; null where the data set does not know it */
                                tadig: string | null;
                                /**
                                 * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                 * @enum {unknown}
                                 */
                                compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List plans */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "name" | "created_at" | "updated_at" | "included_data_mb" | "validity_days";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    /** @description `unlimited` (no throttle) or a LimitAction */
                    base_throttle?: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                    /** @description renewal trigger; whether a plan has one is fixed at creation */
                    reactivation_trigger?: "expiry" | "exhaustion" | "expiry_or_exhaustion";
                    coverage_id?: string;
                    /** @description repeatable; plans whose coverage holds any of them */
                    operator_ids?: string[];
                    /** @description repeatable; matches any */
                    compatibility_zones?: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                    min_included_data_mb?: number;
                    max_included_data_mb?: number;
                    min_validity_days?: number;
                    max_validity_days?: number;
                    /** @description case-insensitive substring of the name, description or id */
                    search?: string;
                    for_link_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                coverage: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                };
                                included_data_mb: number;
                                validity_days: number;
                                /**
                                 * @description `unlimited` (no throttle) or a LimitAction
                                 * @enum {unknown}
                                 */
                                base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                                /** @enum {unknown} */
                                activation_type: "immediate" | "on_first_data_usage";
                                description: string | null;
                                data_cap: {
                                    threshold_mb: number;
                                    /** @enum {unknown} */
                                    period: "daily" | "monthly";
                                    period_multiplier: number;
                                    /**
                                     * @description LimitAction
                                     * @enum {unknown}
                                     */
                                    action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                                } | null;
                                reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                                max_reactivations: number | null;
                                notifications: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {unknown} */
                                    type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                    message: string;
                                    threshold: number | null;
                                }[];
                                /** @description the coverage’s zones */
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: uuid */
                        coverage_id: string;
                        /** @description bundled data in MB */
                        included_data_mb: number;
                        /** @description validity from activation, in days */
                        validity_days: number;
                        /** @enum {unknown} */
                        activation_type: "immediate" | "on_first_data_usage";
                        /**
                         * @description `unlimited` (no throttle) or a LimitAction
                         * @enum {unknown}
                         */
                        base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                        description?: string | null;
                        data_cap?: {
                            /** @description at most the plan’s included_data_mb */
                            threshold_mb: number;
                            /** @enum {unknown} */
                            period: "daily" | "monthly";
                            period_multiplier: number;
                            /**
                             * @description LimitAction
                             * @enum {unknown}
                             */
                            action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                        } | null;
                        /** @description at most one per type */
                        notifications?: {
                            /** @enum {unknown} */
                            type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                            /** @description SMS text, 1 to 85 characters */
                            message: string;
                            threshold?: number | null;
                        }[];
                        reactivation_trigger?: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                        max_reactivations?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            coverage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            };
                            included_data_mb: number;
                            validity_days: number;
                            /**
                             * @description `unlimited` (no throttle) or a LimitAction
                             * @enum {unknown}
                             */
                            base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            /** @enum {unknown} */
                            activation_type: "immediate" | "on_first_data_usage";
                            description: string | null;
                            data_cap: {
                                threshold_mb: number;
                                /** @enum {unknown} */
                                period: "daily" | "monthly";
                                period_multiplier: number;
                                /**
                                 * @description LimitAction
                                 * @enum {unknown}
                                 */
                                action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            } | null;
                            reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                            max_reactivations: number | null;
                            notifications: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                message: string;
                                threshold: number | null;
                            }[];
                            /** @description the coverage’s zones */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            coverage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            };
                            included_data_mb: number;
                            validity_days: number;
                            /**
                             * @description `unlimited` (no throttle) or a LimitAction
                             * @enum {unknown}
                             */
                            base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            /** @enum {unknown} */
                            activation_type: "immediate" | "on_first_data_usage";
                            description: string | null;
                            data_cap: {
                                threshold_mb: number;
                                /** @enum {unknown} */
                                period: "daily" | "monthly";
                                period_multiplier: number;
                                /**
                                 * @description LimitAction
                                 * @enum {unknown}
                                 */
                                action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            } | null;
                            reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                            max_reactivations: number | null;
                            notifications: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                message: string;
                                threshold: number | null;
                            }[];
                            /** @description the coverage’s zones */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a plan without active activations */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a plan (fields left out are unchanged) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                        /** Format: uuid */
                        coverage_id?: string;
                        /** @description bundled data in MB */
                        included_data_mb?: number;
                        /** @description validity from activation, in days */
                        validity_days?: number;
                        /**
                         * @description `unlimited` (no throttle) or a LimitAction
                         * @enum {unknown}
                         */
                        base_throttle?: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                        data_cap?: {
                            /** @description at most the plan’s included_data_mb */
                            threshold_mb: number;
                            /** @enum {unknown} */
                            period: "daily" | "monthly";
                            period_multiplier: number;
                            /**
                             * @description LimitAction
                             * @enum {unknown}
                             */
                            action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                        } | null;
                        /** @enum {unknown} */
                        activation_type?: "immediate" | "on_first_data_usage";
                        reactivation_trigger?: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                        max_reactivations?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            coverage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            };
                            included_data_mb: number;
                            validity_days: number;
                            /**
                             * @description `unlimited` (no throttle) or a LimitAction
                             * @enum {unknown}
                             */
                            base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            /** @enum {unknown} */
                            activation_type: "immediate" | "on_first_data_usage";
                            description: string | null;
                            data_cap: {
                                threshold_mb: number;
                                /** @enum {unknown} */
                                period: "daily" | "monthly";
                                period_multiplier: number;
                                /**
                                 * @description LimitAction
                                 * @enum {unknown}
                                 */
                                action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            } | null;
                            reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                            max_reactivations: number | null;
                            notifications: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                message: string;
                                threshold: number | null;
                            }[];
                            /** @description the coverage’s zones */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/plans/{plan_id}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a notification (one per type); answers the plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                        /** @description SMS text, 1 to 85 characters */
                        message: string;
                        threshold?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            coverage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            };
                            included_data_mb: number;
                            validity_days: number;
                            /**
                             * @description `unlimited` (no throttle) or a LimitAction
                             * @enum {unknown}
                             */
                            base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            /** @enum {unknown} */
                            activation_type: "immediate" | "on_first_data_usage";
                            description: string | null;
                            data_cap: {
                                threshold_mb: number;
                                /** @enum {unknown} */
                                period: "daily" | "monthly";
                                period_multiplier: number;
                                /**
                                 * @description LimitAction
                                 * @enum {unknown}
                                 */
                                action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            } | null;
                            reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                            max_reactivations: number | null;
                            notifications: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                message: string;
                                threshold: number | null;
                            }[];
                            /** @description the coverage’s zones */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{plan_id}/notifications/{notification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a notification */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                    notification_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a notification; answers the plan */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    plan_id: string;
                    notification_id: string;
                };
                cookie?: never;
            };
            /** @description threshold left out keeps the current one */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description SMS text, 1 to 85 characters */
                        message: string;
                        threshold?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            coverage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            };
                            included_data_mb: number;
                            validity_days: number;
                            /**
                             * @description `unlimited` (no throttle) or a LimitAction
                             * @enum {unknown}
                             */
                            base_throttle: "unlimited" | "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            /** @enum {unknown} */
                            activation_type: "immediate" | "on_first_data_usage";
                            description: string | null;
                            data_cap: {
                                threshold_mb: number;
                                /** @enum {unknown} */
                                period: "daily" | "monthly";
                                period_multiplier: number;
                                /**
                                 * @description LimitAction
                                 * @enum {unknown}
                                 */
                                action: "throttle_256kbps" | "throttle_384kbps" | "throttle_512kbps" | "throttle_1mbps" | "throttle_2mbps" | "throttle_5mbps" | "throttle_10mbps" | "throttle_20mbps";
                            } | null;
                            reactivation_trigger: ("expiry" | "exhaustion" | "expiry_or_exhaustion") | null;
                            max_reactivations: number | null;
                            notifications: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "data_consumption_absolute" | "data_consumption_relative" | "activation" | "expiration";
                                message: string;
                                threshold: number | null;
                            }[];
                            /** @description the coverage’s zones */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/sims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List SIMs */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "iccid" | "status" | "created_at" | "updated_at";
                    sort_order?: "asc" | "desc";
                    status?: "inactive" | "active" | "suspended" | "terminated";
                    sim_type?: "physical" | "eSIM";
                    /** @description repeatable; matches any */
                    compatibility_zones?: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                    /** @description case-insensitive substring of the id, ICCID, MSISDN, IMSI, IMEI or EID */
                    search?: string;
                    /** @description SIMs that can run the plan (any of its zones); replaces compatibility_zones */
                    for_plan_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description printed serial number */
                                iccid: string;
                                status: "inactive" | "active" | "suspended" | "terminated";
                                sim_type: "physical" | "eSIM";
                                /** @description upstream-reported attach state (distinct from the link binding) */
                                is_attached: boolean;
                                msisdn: string | null;
                                imsi: string | null;
                                imei: string | null;
                                eid: string | null;
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                esim_profile_status: ("installed" | "downloaded" | "enabled" | "disabled" | "deleted" | "error") | null;
                                link: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string | null;
                                } | null;
                                /**
                                 * Format: date-time
                                 * @description first sync into the service
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description last sync update
                                 */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sims/{sim_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a SIM (with the link it is bound to) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sim_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description printed serial number */
                            iccid: string;
                            status: "inactive" | "active" | "suspended" | "terminated";
                            sim_type: "physical" | "eSIM";
                            /** @description upstream-reported attach state (distinct from the link binding) */
                            is_attached: boolean;
                            msisdn: string | null;
                            imsi: string | null;
                            imei: string | null;
                            eid: string | null;
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            esim_profile_status: ("installed" | "downloaded" | "enabled" | "disabled" | "deleted" | "error") | null;
                            link: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description first sync into the service
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description last sync update
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sims/{sim_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pull the SIM’s state from the provider (unchanged when the provider has no data) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sim_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description printed serial number */
                            iccid: string;
                            status: "inactive" | "active" | "suspended" | "terminated";
                            sim_type: "physical" | "eSIM";
                            /** @description upstream-reported attach state (distinct from the link binding) */
                            is_attached: boolean;
                            msisdn: string | null;
                            imsi: string | null;
                            imei: string | null;
                            eid: string | null;
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            esim_profile_status: ("installed" | "downloaded" | "enabled" | "disabled" | "deleted" | "error") | null;
                            link: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description first sync into the service
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description last sync update
                             */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sims/{sim_id}/esim-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** eSIM installation view: LPA code, QR code (SVG) and deeplinks; all null for a physical SIM */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sim_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activation_code: string | null;
                            qr_code_svg: string | null;
                            android_deeplink: string | null;
                            ios_deeplink: string | null;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List links (removed ones excluded) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "name" | "status" | "created_at" | "updated_at";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    /** @description removed links are never listed, so `removed` answers an empty page */
                    status?: "pre_active" | "active" | "suspended" | "hold" | "removed";
                    has_sim?: boolean;
                    /** @description links with (true) or without (false) an active activation */
                    has_activations?: boolean;
                    sim_type?: "physical" | "eSIM";
                    /** @description repeatable; matches any */
                    compatibility_zones?: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                    plan_id?: string;
                    coverage_id?: string;
                    /** @description repeatable; links whose SIM can work there (an operator of the link's zones is in the country) */
                    countries?: string[];
                    /** @description ISO 3166-1 alpha-3 country code */
                    network_country?: string;
                    network_connected?: boolean;
                    /** @description case-insensitive substring of the name, the id or the bound SIM's ICCID */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                                /**
                                 * @description removed links are never listed; reading one answers 410
                                 * @enum {unknown}
                                 */
                                status: "pre_active" | "active" | "suspended" | "hold";
                                /** @description the zones of the SIM bound last */
                                compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                                sim: {
                                    /** Format: uuid */
                                    id: string;
                                    iccid: string;
                                    sim_type: "physical" | "eSIM";
                                    msisdn: string | null;
                                    imei: string | null;
                                } | null;
                                usage: {
                                    /** @description decimal string */
                                    total_used_mib: string;
                                    /** @description active activations */
                                    activation_count: number;
                                };
                                /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                                network_status: {
                                    connected: boolean;
                                    /**
                                     * @description ConnectedRAT
                                     * @enum {unknown}
                                     */
                                    rat: "2g_3g" | "4g" | "5g" | "unknown";
                                    operator: {
                                        /** Format: uuid */
                                        id: string;
                                        name: string;
                                        /** @description ISO 3166-1 alpha-3 country code */
                                        country: string;
                                        /** @description TADIG code; null where the data set does not know it */
                                        tadig: string | null;
                                        /**
                                         * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                         * @enum {unknown}
                                         */
                                        compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                    } | null;
                                    country: string | null;
                                    last_seen_at: string | null;
                                    refreshed_at: string | null;
                                };
                                barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                                imei_lock: string | null;
                                throttle: string | null;
                                meta: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a link on a SIM (active at once with plan_ids, pre_active without) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 100 characters */
                        name: string;
                        /** Format: uuid */
                        sim_id: string;
                        plan_ids?: string[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link; an active link’s network status is refreshed live (the last known one if the provider fails) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a link without a SIM (its active activations are removed) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a link or replace its meta (local only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            /** @description local-only edits; a field left out is unchanged */
            requestBody: {
                content: {
                    "application/json": {
                        name?: string | null;
                        /** @description full replace; {} clears; at most 10 root keys, nesting depth at most 3 (the root is 1) */
                        meta?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/links/{link_id}/sim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a SIM (the link becomes active) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        sim_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Detach the SIM (the link goes on hold, the SIM is free) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an active link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a suspended link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/network-bars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bar network types (those already barred are skipped) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/network-bars/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unbar network types (those not barred are skipped) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/imei-lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock the link to the IMEI of the device its SIM is in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Remove the IMEI lock (a link without one is answered as it is) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string | null;
                            /**
                             * @description removed links are never listed; reading one answers 410
                             * @enum {unknown}
                             */
                            status: "pre_active" | "active" | "suspended" | "hold";
                            /** @description the zones of the SIM bound last */
                            compatibility_zones: ("magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory")[];
                            sim: {
                                /** Format: uuid */
                                id: string;
                                iccid: string;
                                sim_type: "physical" | "eSIM";
                                msisdn: string | null;
                                imei: string | null;
                            } | null;
                            usage: {
                                /** @description decimal string */
                                total_used_mib: string;
                                /** @description active activations */
                                activation_count: number;
                            };
                            /** @description last-known connectivity; GET /links/{link_id} refreshes it live while the link is active */
                            network_status: {
                                connected: boolean;
                                /**
                                 * @description ConnectedRAT
                                 * @enum {unknown}
                                 */
                                rat: "2g_3g" | "4g" | "5g" | "unknown";
                                operator: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                } | null;
                                country: string | null;
                                last_seen_at: string | null;
                                refreshed_at: string | null;
                            };
                            barred_network_types: ("2G" | "3G" | "4G" | "5G" | "NB-IoT" | "LTE-M")[];
                            imei_lock: string | null;
                            throttle: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS sent through the link, failed attempts included (newest first) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "created_at" | "status";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                };
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                message: string;
                                /** @enum {unknown} */
                                status: "sent" | "failed";
                                sent_at: string | null;
                                failure_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send an SMS to the link’s device (stored even when the provider fails, which answers 502) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            message: string;
                            /** @enum {unknown} */
                            status: "sent" | "failed";
                            sent_at: string | null;
                            failure_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cost lines of the link’s SIM for one month (UTC) */
        get: {
            parameters: {
                query?: {
                    /** @description YYYY-MM (UTC); the current month when left out */
                    month?: string;
                };
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            link_id: string;
                            /** Format: date-time */
                            period_start: string;
                            /**
                             * Format: date-time
                             * @description exclusive: the first instant of the next month
                             */
                            period_end: string;
                            currency: string;
                            lines: {
                                service_name: ("DATA" | "SMS-MO" | "SMS-MT" | "IOT") | null;
                                usage: string | null;
                                amount: string | null;
                                operators: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    /** @description ISO 3166-1 alpha-3 country code */
                                    country: string;
                                    /** @description TADIG code; null where the data set does not know it */
                                    tadig: string | null;
                                    /**
                                     * @description compatibility zone; magenta, cyan, brown, amber and violet belong to provider alpha, the others to provider beta
                                     * @enum {unknown}
                                     */
                                    compatibility_zone: "magenta" | "cyan" | "brown" | "amber" | "violet" | "coral" | "teal" | "slate" | "ivory";
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/activations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a link's activations (removed ones excluded) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    /** @description default: newest created first */
                    sort_by?: "created_at" | "updated_at" | "status" | "activated_at" | "expires_at";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    /** @description removed activations are never listed, so `removed` answers an empty page */
                    status?: "active" | "expired" | "exhausted" | "removed";
                    plan_id?: string;
                    source?: "manual" | "resubscription";
                };
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                plan: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    included_data_mb: number;
                                    validity_days: number;
                                };
                                /** @enum {unknown} */
                                status: "active" | "expired" | "exhausted" | "removed";
                                /**
                                 * @description manual (customer-initiated) or resubscription (automatic renewal)
                                 * @enum {unknown}
                                 */
                                source: "manual" | "resubscription";
                                /** @description null until the provider has started the plan */
                                activated_at: string | null;
                                /** @description null while the plan has no fixed end (not started yet) */
                                expires_at: string | null;
                                /** @description zero until the first usage snapshot; used_mib = allocated_mib - remaining_mib */
                                usage: {
                                    /** @description MiB as a decimal string */
                                    allocated_mib: string;
                                    /** @description MiB as a decimal string */
                                    remaining_mib: string;
                                    /** @description MiB as a decimal string */
                                    used_mib: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Activate a plan on an active link with a SIM whose zones the plan covers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        plan_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            plan: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                included_data_mb: number;
                                validity_days: number;
                            };
                            /** @enum {unknown} */
                            status: "active" | "expired" | "exhausted" | "removed";
                            /**
                             * @description manual (customer-initiated) or resubscription (automatic renewal)
                             * @enum {unknown}
                             */
                            source: "manual" | "resubscription";
                            /** @description null until the provider has started the plan */
                            activated_at: string | null;
                            /** @description null while the plan has no fixed end (not started yet) */
                            expires_at: string | null;
                            /** @description zero until the first usage snapshot; used_mib = allocated_mib - remaining_mib */
                            usage: {
                                /** @description MiB as a decimal string */
                                allocated_mib: string;
                                /** @description MiB as a decimal string */
                                remaining_mib: string;
                                /** @description MiB as a decimal string */
                                used_mib: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{link_id}/activations/{activation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an activation (and its add-on at the provider) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    link_id: string;
                    activation_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no body */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sims/bulk-provision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a link on each SIM, named <name_prefix>_<counter> (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description each link is named `<name_prefix>_<counter>` */
                        name_prefix: string;
                        /** @description 1 to 5000 SIM ids, no repeats */
                        sim_ids: string[];
                        plan_ids?: string[] | null;
                        /**
                         * @description the first counter; +1 for each following SIM (at most 999,000,000, so a name fits 100 characters)
                         * @default 1
                         */
                        counter_start?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-delink-sim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detach the SIM of each link (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete each link (a link with a SIM attached fails its item) (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend each link (non-active links fail their item) (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume each link (non-suspended links fail their item) (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-add-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate the plan on each link (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                        /** Format: uuid */
                        plan_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/bulk-delete-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove every active activation of the plan from each link (a link without one fails its item) (a bulk task) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 5000 link ids, no repeats */
                        link_ids: string[];
                        /** Format: uuid */
                        plan_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bulk tasks (most recently updated first) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "created_at" | "updated_at" | "status";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    type?: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                    /** @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed) */
                    status?: "pending" | "running" | "completed" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                                /**
                                 * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                                 * @enum {unknown}
                                 */
                                status: "pending" | "running" | "completed" | "failed";
                                total_items: number;
                                /** @description processed successfully */
                                completed_items: number;
                                /** @description could not be processed */
                                failed_items: number;
                                /** @description total - completed - failed */
                                pending_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bulk task (its progress) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            type: "sim_provisioning" | "link_delink_sim" | "link_delete" | "link_suspend" | "link_resume" | "link_add_activation" | "link_delete_activation";
                            /**
                             * @description pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "completed" | "failed";
                            total_items: number;
                            /** @description processed successfully */
                            completed_items: number;
                            /** @description could not be processed */
                            failed_items: number;
                            /** @description total - completed - failed */
                            pending_items: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{task_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk task's items (newest first; items of a task keep the request's order) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number */
                    page?: number;
                    /** @description items per page (1 to 100) */
                    page_size?: number;
                    sort_by?: "created_at" | "updated_at" | "status";
                    /** @description sort direction */
                    sort_order?: "asc" | "desc";
                    status?: "pending" | "running" | "success" | "failed";
                };
                header?: never;
                path: {
                    task_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description the SIM's ICCID (provisioning; the SIM id when the SIM is unknown) or the link id */
                                reference_id: string;
                                /** @enum {unknown} */
                                status: "pending" | "running" | "success" | "failed";
                                /** @description the input the worker received for this item */
                                payload: {
                                    [key: string]: unknown;
                                };
                                result: {
                                    [key: string]: unknown;
                                } | null;
                                error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            total: number;
                            page: number;
                            page_size: number;
                            pages: number;
                            total_pages: number;
                        };
                    };
                };
                /** @description Missing or invalid credential */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Role missing, service disabled or organisation not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute */
                429: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key */
                503: {
                    headers: {
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Client error in the surface's documented error body */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Server or upstream error; the message carries the request id */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            code?: string;
                            details?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

/** Operations that take an Idempotency-Key header (the writes that move money), as `METHOD /path`. */
export const idempotentOperations: readonly string[] = [
    'POST /numbers',
    'POST /numbers/sms/send',
    'POST /v1/links'
];
