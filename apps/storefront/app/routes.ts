import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('pwa.html', 'routes/home.tsx', { id: 'routes/pwa' }),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/minimal.tsx', [route('error', 'routes/error.tsx')]),
  layout('layouts/empty.tsx', [route('style-guide', 'routes/style-guide.tsx')]),
] satisfies RouteConfig;
