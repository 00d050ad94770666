import type { LessonType } from '@seedbed/contracts/courses';

/** The demo's courses as written by their authors: chapters, lessons and their texts (seeded by demo-courses.ts). */

export const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

export interface PlannedLesson {
  type: LessonType;
  title: string;
  content?: string;
  videoUrl?: string;
  form?: 'quiz' | 'submission';
  handIn?: 'PERSON' | 'STARTUP';
  releaseDays?: number;
  minutes: number;
}

export interface PlannedCourse {
  title: string;
  description: string;
  status: 'DRAFT' | 'PUBLISHED';
  isPublic?: boolean;
  selfEnrolment?: boolean;
  createdBy: string;
  admins: string[];
  chapters: Array<{ title: string; lessons: PlannedLesson[] }>;
}

export function bootcamp(staff: string, coach: string): PlannedCourse {
  return {
    title: 'Founder Bootcamp',
    description: html(
      'Six weeks to the essentials every founder of the programme needs: who your customer is, what one customer is worth, and how to tell it to an investor.',
      'Each week opens a new chapter. Lessons take ten to forty minutes; the assignments are reviewed by the programme team within two days.',
    ),
    status: 'PUBLISHED',
    createdBy: staff,
    admins: [staff, coach],
    chapters: [
      {
        title: 'Know your customer',
        lessons: [
          {
            type: 'ARTICLE',
            title: 'Talking to customers without leading them',
            content: html(
              'The goal of an early customer interview is to learn how people behave today, not whether they like your idea.',
              '<strong>Ask about the past:</strong> "When did this last happen? What did you do? What did it cost you?" People are poor at predicting what they would buy and good at remembering what they did.',
              '<strong>Listen for workarounds:</strong> a spreadsheet, an intern, a weekly call. A workaround someone pays for is the strongest sign of a problem worth solving.',
              'After each interview, write down the three things you learnt and the one thing that surprised you.',
            ),
            minutes: 15,
          },
          {
            type: 'VIDEO',
            title: 'Customer interviews in practice',
            videoUrl: 'https://www.youtube.com/watch?v=MT4Ig2uqjTc',
            content: html('Watch two real interviews and note the questions that made people tell stories.'),
            minutes: 25,
          },
          {
            type: 'ASSIGNMENT',
            title: 'Five interviews, one page',
            content: html('Interview five people who have the problem you solve. Hand in one page: who they were, what they do today, and what you will change in your plan.'),
            handIn: 'PERSON',
            minutes: 40,
          },
        ],
      },
      {
        title: 'Unit economics',
        lessons: [
          {
            type: 'ARTICLE',
            title: 'What one customer is worth',
            content: html(
              '<strong>Customer acquisition cost (CAC)</strong> is everything you spend on sales and marketing in a period divided by the customers you won in it.',
              '<strong>Gross margin per customer</strong> is what a customer pays you minus what it costs to serve them.',
              '<strong>Payback</strong> is CAC divided by the monthly gross margin per customer: how many months before a customer has paid back what it cost to win them. Under twelve months is healthy for most early businesses.',
            ),
            releaseDays: 7,
            minutes: 20,
          },
          { type: 'QUIZ', title: 'Unit economics quiz', form: 'quiz', content: html('Four questions; you need 70% to pass and may try three times.'), releaseDays: 7, minutes: 10 },
        ],
      },
      {
        title: 'Telling your story',
        lessons: [
          {
            type: 'VIDEO',
            title: 'Anatomy of a seed deck',
            videoUrl: 'https://vimeo.com/76979871',
            content: html('Ten slides, one story: the problem, why now, the product, traction, the team and the ask.'),
            releaseDays: 14,
            minutes: 30,
          },
          {
            type: 'SUBMISSION',
            title: 'Hand in your deck',
            form: 'submission',
            content: html('One deck per startup: any co-founder may hand it in, and the programme team reviews it before Demo Day.'),
            handIn: 'STARTUP',
            releaseDays: 21,
            minutes: 30,
          },
          {
            type: 'ARTICLE',
            title: 'Demo Day checklist',
            content: html('The week before: rehearse twice with a timer, send your deck to the team by Wednesday, and prepare three answers to the question you fear most.'),
            releaseDays: 35,
            minutes: 10,
          },
        ],
      },
    ],
  };
}

export function pitching(staff: string): PlannedCourse {
  return {
    title: 'Pitching 101',
    description: html('A short, self-paced course open to everyone in the organisation: how to introduce your startup in one minute, and how to answer the questions that follow.'),
    status: 'PUBLISHED',
    isPublic: true,
    selfEnrolment: true,
    createdBy: staff,
    admins: [staff],
    chapters: [
      {
        title: 'The one-minute pitch',
        lessons: [
          {
            type: 'ARTICLE',
            title: 'Problem, solution, proof',
            content: html('Start with the problem in words your listener uses, say what you do in one sentence, and give one proof: a number, a customer, a result.'),
            minutes: 10,
          },
          { type: 'VIDEO', title: 'Three pitches, three lessons', videoUrl: 'https://www.youtube.com/watch?v=XbTWg3WTUpo', minutes: 12 },
        ],
      },
      {
        title: 'Questions and answers',
        lessons: [
          {
            type: 'ARTICLE',
            title: 'The ten questions investors ask',
            content: html('Why you? Why now? How big can this get? Who else does it? Prepare a two-sentence answer to each, and one number for each.'),
            minutes: 15,
          },
        ],
      },
    ],
  };
}

export function fundraising(coach: string): PlannedCourse {
  return {
    title: 'Fundraising deep-dive',
    description: html('Term sheets, data rooms and running a round in eight weeks. Being written; published before the next cohort.'),
    status: 'DRAFT',
    createdBy: coach,
    admins: [coach],
    chapters: [
      {
        title: 'Before the round',
        lessons: [
          {
            type: 'ARTICLE',
            title: 'How much to raise, and for what',
            content: html('Raise for eighteen months of runway and the milestones that make the next round easy.'),
            minutes: 20,
          },
        ],
      },
    ],
  };
}
