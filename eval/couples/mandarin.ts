import { contempt, type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const mandarin: CoupleScript = {
  key: 'mandarin',
  title: 'Mandarin-speaking: buying a flat and his parents’ pressure',
  names: { partnerA: '美玲', partnerB: '建华' },
  style: {
    personaId: 'dr-emma',
    empathy: 8,
    directness: 6,
    messageLength: 6,
    usesEmojis: true,
    formalLanguage: false,
    language: 'mandarin',
  },
  sessions: [
    [
      ex('welcome', '你好。', '你好，我们第一次做这样的咨询。'),
      ex(
        's1-hopes',
        ['最近我们因为买房的事情吵了很多次。', '我希望我们能一起做决定。'],
        '我希望我们说话的时候不要每次都吵起来。',
      ),
      ex(
        's1-strengths',
        '他很会照顾人，我生病的时候他一直在身边。',
        '我们都喜欢做饭，周末一起做饭很开心。',
      ),
      ex(
        's1-difficulty',
        criticism('他总是听他妈妈的，从来不问我的想法。'),
        '对我来说，困难是我夹在父母和她之间，不知道怎么办。',
      ),
      ex('s1-conflict', '我会很生气，然后一直说个不停。', [
        defensiveness('我就解释说这不是我的错，是我妈太着急了。'),
        stonewalling('然后我就不说话了，去玩手机。'),
      ]),
      ex(
        's1-goals',
        '我的目标是每个星期天晚上一起看房子的资料，平静地讨论。',
        '我的目标是跟我妈妈说话之前，先问问她的意见。',
      ),
      ex('s1-summary', '是的，我同意。', '同意，很公平。'),
    ],
    [
      ex('welcome', '你好，这周好一些了。', '你好！我们一起去看了两套房子。'),
      ex('s2-horsemen', '批评，我常常说他总是怎样怎样。', '防御，我总是在解释。'),
      ex(
        's2-gentle-startup',
        [
          criticism('你从来不考虑我的感受。'),
          '对不起，重新说：你妈妈打电话来催的时候我觉得很焦虑，我需要你先跟我商量。',
        ],
        '你在我下班一进门就谈房子的时候，我觉得很累，我需要先休息半个小时。',
      ),
      ex(
        's2-appreciation',
        '谢谢你周六陪我去看我爸妈。',
        '谢谢你帮我整理了我们的预算表，做得很认真。',
      ),
      ex('s2-responsibility', '你说得对，我在你朋友面前说了你妈妈的坏话。', [
        contempt('哼，你什么时候承认过自己的错？'),
        '对不起。你说得对，我没有告诉你我妈要来。',
      ]),
      ex(
        's2-break',
        '我会说“暂停”，先冷静二十分钟，再回来继续谈。',
        '我会说我需要休息一下，泡杯茶，然后回来。',
      ),
      ex('s2-close', '温和地开始。', '承担责任。'),
    ],
  ],
};
