export * from './constants';
export * from './env/parse-env';
export * from './routes/redirects';
