/** The security page: second factors, recovery codes, sessions (issue 39 §5). */
export const SECURITY_PATH = '/admin/main/security';
