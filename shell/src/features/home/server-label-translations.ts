// Every translation of these texts in one file: one download when a language other than English is chosen.
import bn from './server-labels/bn.json';
import cal from './server-labels/cal.json';
import ch from './server-labels/ch.json';
import chk from './server-labels/chk.json';
import ja from './server-labels/ja.json';
import ko from './server-labels/ko.json';
import pau from './server-labels/pau.json';
import pon from './server-labels/pon.json';
import ru from './server-labels/ru.json';
import th from './server-labels/th.json';
import tl from './server-labels/tl.json';
import tr from './server-labels/tr.json';
import zh from './server-labels/zh.json';

export default { bn, cal, ch, chk, ja, ko, pau, pon, ru, th, tl, tr, zh } as Record<
  string,
  typeof bn
>;
