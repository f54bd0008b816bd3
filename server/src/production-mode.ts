/**
 * The server runs its libraries' production builds (React's server renderer above all: its
 * development build checks and warns on every render) unless NODE_ENV says otherwise: `npm run
 * dev` says development, bun's tests say test. index.ts imports this first, before any library.
 */
process.env.NODE_ENV ??= 'production';
