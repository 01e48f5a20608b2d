-- Failed sign-ins are counted in rate_counters with every other limit (auth/login-limiter.ts, scopes
-- 'login:user' and 'login:address'). The old counters are windows of at most a quarter of an hour:
-- nothing worth carrying over.
DROP TABLE login_failures;
