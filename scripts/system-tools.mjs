// The end-to-end tests need a Chromium (and later xmllint and pdftotext). Playwright's own
// browser download cannot work on these machines, so: use what is there; as root on Debian,
// install the packages from apt; otherwise say in one line what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  { binary: ['/usr/bin/chromium', '/usr/bin/chromium-browser'], debian: 'chromium', why: 'end-to-end tests' },
  { binary: ['/usr/bin/xmllint'], debian: 'libxml2-utils', why: 'RTZ schema validation' },
  { binary: ['/usr/bin/pdftotext'], debian: 'poppler-utils', why: 'PDF report tests' },
  { binary: ['/usr/bin/gnome-keyring-daemon'], debian: 'gnome-keyring', why: 'the OS keychain test' },
  { binary: ['/usr/bin/dbus-launch'], debian: 'dbus-x11', why: 'the OS keychain test' },
];

function present(tool) {
  return tool.binary.some((file) => fs.existsSync(file)) || (tool.debian === 'chromium' && process.env.PASSAGE_CHROMIUM);
}

export function ensureSystemTools() {
  const missing = tools.filter((tool) => !present(tool));
  if (missing.length === 0) return { ok: true };
  const packages = missing.map((tool) => tool.debian);
  const canApt = process.platform === 'linux' && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log(`Installing ${packages.join(', ')} from Debian's packages (needed for ${missing.map((tool) => tool.why).join(', ')})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && missing.every(present)) return { ok: true };
  }
  return {
    ok: false,
    message: `Missing ${packages.join(', ')}: install them (Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}), or set PASSAGE_CHROMIUM to a Chromium binary.`,
  };
}
