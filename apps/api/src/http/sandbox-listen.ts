import type http from 'node:http';

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * A test-mode sandbox (payment gateways, the carrier) listens on its configured port; when another program holds it,
 * on a free one instead, said once in the log, so a shop in test mode still starts.
 */
export async function listenOrTakeFreePort(
  server: http.Server,
  options: { port: number; host: string; name: string; warn: (message: string) => void },
): Promise<number> {
  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw error;
    options.warn(`${options.name}: port ${options.port} is taken; using a free port instead`);
    await listen(server, 0, options.host);
  }
  const address = server.address();
  return typeof address === 'object' && address ? address.port : options.port;
}
