// The first start's one-time admin password, framed so it stands out from the log lines around it.

export function adminPasswordNotice(username: string, password: string): string {
  const lines = [
    "Admin user created (sign in at /login)",
    `  Username: ${username}`,
    `  Password: ${password}`,
    "Keep it safe: it is not shown again (reset it with `npm run admin:create`).",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return ["", rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ""].join("\n") + "\n";
}
