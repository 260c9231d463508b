/** 'Thoughtfully Built': the ten hard questions about Vouched, answered plainly. */
export const FAQ: readonly { question: string; answer: string[] }[] = [
  {
    question: 'Will anyone actually vouch for me?',
    answer: [
      'Almost certainly — more people than you expect. Most of us have a coworker we covered for, a neighbor we helped move, a friend we showed up for. Those people rarely get asked to say so in writing, and many are glad to.',
      "Vouches are short and take a couple of minutes to give. You don't need dozens: a handful from people who genuinely know you already says a lot, and the first one is the hardest. Share your link with three people who have seen you at your best and start there.",
    ],
  },
  {
    question: "Isn't this just a popularity contest?",
    answer: [
      "We designed against that. A vouch is about a specific person's character, written by someone who says how they know them, how often they interact and how confident they are — not a like or a follow. Each vouch is capped per category, so piling on attributes doesn't inflate it, and one person can only vouch for you once.",
      'A score helps people see at a glance that others stand behind you, but the substance is in the words: what your manager, your neighbor or your teammate actually wrote. Ten thoughtful vouches from people who know you well say more than a hundred from strangers, and the transcript shows exactly who they came from.',
    ],
  },
  {
    question: 'How is this different from LinkedIn recommendations?',
    answer: [
      'LinkedIn is about your career: skills, titles, employers. Vouched is about character — integrity, reliability, kindness, how you treat people — and it covers every part of life, not only work. A babysitter, a volunteer, a student or a neighbor has a reputation worth recording just as much as a senior engineer does.',
      'Vouches are also structured: qualities from a fixed set, the relationship, how long and how well the voucher knows you. That makes them comparable and printable as a Character Transcript, instead of a wall of free text that no one reads.',
    ],
  },
  {
    question: 'Can you really measure trust?',
    answer: [
      "Not perfectly, and we don't claim to. The score is a summary, not a verdict: it counts which qualities people who know you chose to vouch for, weighted towards core character and interpersonal skills. It tells you that people stand behind someone and for what, not everything about who they are.",
      'That is why the score never travels alone. Every number links back to real vouches, with names, relationships and messages, so anyone reading it can judge the evidence for themselves.',
    ],
  },
  {
    question: 'What stops people from faking vouches?',
    answer: [
      'Several things. Membership is invite-only, and every invite code is single-use, expires after 30 days and traces back to the member who created it; each member can hold at most ten. Nobody can vouch for themselves, and each person can vouch for another only once — an update replaces the earlier vouch rather than adding to it.',
      'Every vouch is tied to a real, verified account and shows who gave it, so a ring of fake accounts is visible for what it is. Vouches that break our terms are removed. No system is fraud-proof, but the design makes faking expensive and easy to spot.',
    ],
  },
  {
    question: 'What if Vouched fades away like so many apps?',
    answer: [
      "It's a fair worry. Your vouches are yours: you can request a copy of all your data at any time, and your Character Transcript can be printed or saved as a PDF, so the words people wrote about you don't depend on us staying around.",
      "We're also building slowly and deliberately — invite-only, testing with real people, listening to feedback — because a trust product only works if it lasts. We would rather grow carefully than fast.",
    ],
  },
  {
    question: "Won't this favor people who already have advantages?",
    answer: [
      "We think it does the opposite. Résumés, degrees and networks favor people who already had access to them. Character doesn't depend on any of that: a caregiver, a first-generation student or someone re-entering the workforce can be vouched for by the people who know their reliability and kindness firsthand.",
      "Vouches come from any relationship — neighbors, teachers, clients, fellow volunteers — not only from employers. And because invites spread person to person, we're deliberate about reaching communities beyond the usual early adopters.",
    ],
  },
  {
    question: 'How will Vouched sustain itself?',
    answer: [
      'Giving and receiving vouches is free, and it will stay free: the value of the network depends on everyone being able to take part. We plan to offer optional premium features around presenting your reputation — such as shareable public transcripts — for people who want them.',
      'We will never sell your personal data or let anyone pay to change a score. A reputation you could buy would be worthless to everyone, including us.',
    ],
  },
  {
    question: "What if no one vouches for me, or I don't like what's written?",
    answer: [
      "Vouched is positive-only: there are no ratings, no negative reviews and no way to vouch against someone. The worst that can happen is that a vouch takes time to arrive — and a score that starts at 'Getting Started' is exactly where everyone begins.",
      'You decide who you share your profile with. If a vouch about you breaks our terms, tell us through the App Feedback page and we will remove it. If you ever want to leave, you can delete your account.',
    ],
  },
  {
    question: "Isn't publicly vouching for people just virtue signaling?",
    answer: [
      'Vouching is about someone else, not about yourself. A good vouch is specific: how you know the person, what you have seen them do, which qualities stood out. That takes more thought than a like, and it helps the person receiving it in concrete ways — with a landlord, a client or a new employer.',
      'We also deliberately left out a "Request Vouch" button on profiles: vouches should be given because they are deserved, not traded or begged for.',
    ],
  },
];
