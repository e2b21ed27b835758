/**
 * Security headers. The CSP fits the Vite-built React app (its own scripts only),
 * KaTeX (inline styles, its own fonts, data: images) and the reference form,
 * which asks arXiv and English Wikipedia directly from the browser (spec section 5).
 */
import type { HelmetOptions } from 'helmet';

export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://export.arxiv.org', 'https://en.wikipedia.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Served over plain http on localhost by default: upgrading would break every request.
  strictTransportSecurity: false,
};
