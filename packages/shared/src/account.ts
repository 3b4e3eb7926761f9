// The account endpoints (GET /api/account/export, DELETE /api/account).

export const ACCOUNT_ERRORS = { notFound: 'Account not found' } as const;
