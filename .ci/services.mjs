#!/usr/bin/env node
/**
 * `up`: prints the `export` lines that point the tests at this machine's PostgreSQL (a
 * throw-away database made for this run) and Redis, for the servers that answer; a server
 * that does not answer is named, and its tests skip with their reason.
 * `down`: drops the throw-away database.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';

const ADMIN_URL = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = { host: '127.0.0.1', port: 6379 };
const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`;

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function redisAnswers() {
  return new Promise((resolve) => {
    const socket = createConnection(REDIS);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function up() {
  try {
    const name = `shop_ci_${randomBytes(4).toString('hex')}`;
    await withAdmin((client) => client.query(`create database "${name}"`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    console.log(`export DATABASE_URL=${quote(url.href)}`);
    console.log(`echo ${quote(`ci: PostgreSQL tests run on the throw-away database ${name}`)}`);
  } catch (error) {
    console.log(`echo ${quote(`ci: no PostgreSQL answers (${error.message}): its tests skip`)}`);
  }
  if (await redisAnswers()) {
    console.log(`export REDIS_URL=${quote(`redis://${REDIS.host}:${REDIS.port}`)}`);
    console.log(`echo ${quote('ci: Redis tests run on 127.0.0.1:6379')}`);
  } else {
    console.log(`echo ${quote('ci: no Redis answers: its tests skip')}`);
  }
}

async function down() {
  const url = process.env.DATABASE_URL;
  const name = url && new URL(url).pathname.slice(1);
  if (!name?.startsWith('shop_ci_')) return;
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

const command = process.argv[2];
if (command === 'up') await up();
else if (command === 'down') await down();
else {
  console.error('usage: node .ci/services.mjs up|down');
  process.exit(2);
}
