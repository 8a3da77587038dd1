// Runs before the app's modules: the CSP forbids eval, and zod probes `new Function` when it builds
// its first object schema unless its global settings say jitless (Chrome logs the refused probe).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
