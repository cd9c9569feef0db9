// A password and its confirmation from standard input: asked for, unechoed, on a terminal, after the rule a new password
// must meet (the spec's, which the schema applies); two lines from a pipe.
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { renderMessage } from '../common/i18n/catalog';

function askHidden(question: string): Promise<string> {
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') process.exit(130);
        if (character === '\r' || character === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          return resolve(typed);
        }
        typed = character === '\u007f' || character === '\b' ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on('data', onData);
  });
}

export async function readPasswords(): Promise<{ password: string; confirmPassword: string }> {
  if (stdin.isTTY) {
    stdout.write(`${renderMessage('en', 'validation.auth.password_rule')}\n`);
    return { password: await askHidden('Password: '), confirmPassword: await askHidden('Password again: ') };
  }
  const lines: string[] = [];
  for await (const line of createInterface({ input: stdin, crlfDelay: Infinity })) {
    if (lines.push(line) === 2) break;
  }
  const [password = '', confirmPassword = ''] = lines;
  return { password, confirmPassword };
}
