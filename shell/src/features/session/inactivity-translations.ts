// Every translation of these texts in one file: one download when a language other than English is chosen.
import bn from './inactivity-locales/bn.json';
import cal from './inactivity-locales/cal.json';
import ch from './inactivity-locales/ch.json';
import chk from './inactivity-locales/chk.json';
import ja from './inactivity-locales/ja.json';
import ko from './inactivity-locales/ko.json';
import pau from './inactivity-locales/pau.json';
import pon from './inactivity-locales/pon.json';
import ru from './inactivity-locales/ru.json';
import th from './inactivity-locales/th.json';
import tl from './inactivity-locales/tl.json';
import tr from './inactivity-locales/tr.json';
import zh from './inactivity-locales/zh.json';

export default { bn, cal, ch, chk, ja, ko, pau, pon, ru, th, tl, tr, zh } as Record<
  string,
  typeof bn
>;
