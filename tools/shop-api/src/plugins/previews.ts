import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { previewTokens, type PreviewTokens } from '../auth/preview-tokens';
import { loadSigningSecret } from '../auth/signing-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tokens of the pages' preview links: a draft is read with its page's only. */
    previewTokens: PreviewTokens;
  }
}

async function previews(app: FastifyInstance, options: { jwtSecret?: string }) {
  app.decorate('previewTokens', previewTokens(await loadSigningSecret(app.db, options.jwtSecret)));
}

export default fp(previews, { name: 'previews', dependencies: ['database'] });
