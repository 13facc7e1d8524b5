import { spawn, type ChildProcess } from 'node:child_process';

let display: Promise<string> | undefined;

/**
 * A virtual X display for this test worker, started once: MiniBrowser cannot run headless, and
 * Firefox offers WebGL (Mesa's software GL) only with a display. Xvfb picks a free display number
 * and reports it on a pipe (-displayfd), so parallel workers never collide.
 */
export function virtualDisplay(): Promise<string> {
  display ??= new Promise((resolve, reject) => {
    const xvfb: ChildProcess = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
    );
    xvfb.on('error', reject);
    process.once('exit', () => xvfb.kill());
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return display;
}
