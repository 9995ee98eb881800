// Development entry (`npm run dev`): development mode (introspection, landing page, schema hints
// in errors) unless NODE_ENV says otherwise, then the same start as production.
process.env.NODE_ENV ??= 'development';
void import('./main');
