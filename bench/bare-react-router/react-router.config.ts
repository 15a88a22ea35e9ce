import type { Config } from '@react-router/dev/config';

/** The bare page the shop's Lighthouse figures are compared with: server rendered, then hydrated, nothing else. */
export default { appDirectory: 'app', buildDirectory: 'build', ssr: true } satisfies Config;
