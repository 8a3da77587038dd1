/** The demo sign-ins: the two accounts README and main.ts advertise, with their passwords. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', role: 'ADMIN' },
  { email: 'vendor@example.com', password: 'vendor123', role: 'VENDOR' },
] as const;
