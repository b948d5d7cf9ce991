/**
 * Peer (d) of the proxy comparison: Debian's nginx as a `proxy_pass` reverse proxy, started
 * on loopback from a configuration written into a temporary folder (prefix, pid, logs and
 * temp paths all inside it, `daemon off` so it stays our child) and removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess, type RunningProcess } from '../support/servers.ts';
import { childPids } from './cleanup.ts';

export const NGINX_BINARY = '/usr/sbin/nginx';

export interface Nginx extends RunningProcess {
  url: string;
  /** Worker processes `worker_processes auto` started (one per CPU it sees). */
  workers: number;
}

/** `1.22.1`, or undefined when nginx is not installed. */
export function nginxVersion(): string | undefined {
  if (!existsSync(NGINX_BINARY)) return undefined;
  // nginx prints its version on stderr.
  const { stderr } = spawnSync(NGINX_BINARY, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(stderr)?.[1];
}

/**
 * As Debian ships it where it matters (worker_processes auto, worker_connections), plus
 * what a reverse proxy in front of a keep-alive upstream needs: HTTP/1.1 with an empty
 * Connection header and an upstream keepalive pool. `keepalive_requests` is raised from
 * its default 1,000, on both sides: the Node proxies reuse a connection without limit, and
 * autocannon miscounts once a server closes a kept-alive connection under it (its request
 * queue is not cleared on reconnect; with Node's maxRequestsPerSocket = 100 it reported
 * 30,000 "answers" in 2 s from one connection to a server that waits 2 ms per request).
 */
function configuration(dir: string, port: number, upstreamPort: number): string {
  // `user` is honoured, and warned about otherwise, only when the master runs as root; as
  // root it keeps the workers able to read the temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 768; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  keepalive_requests 1000000;
  upstream shop_api {
    server 127.0.0.1:${upstreamPort};
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/v1/ {
      proxy_pass http://shop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

/** nginx in front of the shop API at `upstreamPort`; ready once `healthPath` answers 2xx. */
export async function startNginx(upstreamPort: number, healthPath: string): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  try {
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    await writeFile(conf, configuration(dir, port, upstreamPort));
    const url = `http://127.0.0.1:${port}`;
    const running = await startProcess({
      name: 'nginx',
      command: NGINX_BINARY,
      // -e: the error log before the configuration is read (Debian's default is stderr).
      args: ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')],
      healthUrl: `${url}${healthPath}`,
    });
    const workers = running.child.pid ? (await childPids(running.child.pid)).length : 0;
    return {
      ...running,
      url,
      workers,
      stop: async () => {
        await running.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
