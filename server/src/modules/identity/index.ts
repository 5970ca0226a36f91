// The identity module's one public face: other modules and the app import it only from here.
export * from "./access.routes";
export * from "./account-security.routes";
export * from "./account.routes";
export * from "./admins";
export * from "./auth.routes";
export * from "./claims";
export * from "./mfa-policy";
export * from "./password-strength";
export * from "./passwords";
export * from "./role-checks";
export * from "./second-factor.routes";
export * from "./security-alerts";
export * from "./sessions";
export * from "./staff-name";
export * from "./step-up.routes";
export * from "./team-settings";
export * from "./token-checks";
