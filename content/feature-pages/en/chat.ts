import type { FeaturePageContent } from "../types.ts";

export default {
  meta: {
    title: "Team chat app with announcements & read receipts | Regu",
    description:
      "Group chats for every outlet and site, company announcements with read receipts, and photo and file " +
      "sharing, in the app your staff already use to clock in.",
  },
  hero: {
    eyebrow: "Chat",
    title: "Keep work messages out of personal chat apps",
    lead:
      "Give every outlet, site and department its own group, and send announcements to the whole company " +
      "from the app staff already open to clock in. Read receipts show who has seen the new roster, so " +
      "you can follow up with the 7 people who have not.",
    points: ["1:1 and group chat", "Announcements with read receipts", "Chats stay with the company"],
  },
  screens: {
    employee: {
      title: "Chat",
      subtitle: "Nurul Aisyah · Outlet Bangsar",
      highlight: {
        label: "New announcement",
        value: "June roster",
        note: "From HR · tap to read",
      },
      rows: [
        {
          title: "Outlet Bangsar team",
          meta: "Farid: Delivery comes at 3 pm",
          status: { label: "3 new", tone: "info" },
        },
        {
          title: "Farid Hassan",
          meta: "Photo · chiller temperature",
          status: { label: "1 new", tone: "info" },
        },
        {
          title: "All staff Malaysia",
          meta: "HR: Hari Raya opening hours",
          status: { label: "Read", tone: "ok" },
        },
        {
          title: "Tan Mei Ling",
          meta: "You: Can we swap Saturday?",
        },
      ],
      action: "New message",
    },
    manager: {
      title: "Announcement",
      subtitle: "June shift roster · sent 09:00",
      highlight: {
        label: "Read by",
        value: "38 of 45",
        note: "7 people have not opened it",
      },
      rows: [
        {
          title: "Outlet Bangsar",
          meta: "12 of 12 read",
          status: { label: "All read", tone: "ok" },
        },
        {
          title: "Outlet Mid Valley",
          meta: "15 of 17 read · 2 not yet",
          status: { label: "2 unread", tone: "wait" },
        },
        {
          title: "Outlet Bukit Bintang",
          meta: "11 of 16 read · 5 not yet",
          status: { label: "5 unread", tone: "wait" },
        },
        {
          title: "Aiman Rosli",
          meta: "Bukit Bintang · not opened",
          status: { label: "Unread", tone: "alert" },
        },
      ],
      action: "New announcement",
    },
  },
  scene: {
    key: "outlet",
    alt: "At a coffee outlet, a barista reads her team's group chat on her phone while a colleague steams milk.",
  },
  problems: {
    title: "Why work chat in personal apps causes trouble",
    lead: "Most teams start with a few WhatsApp groups. Here is where that stops working, and what Regu does instead.",
    items: [
      {
        title: "“I never saw that message”",
        body:
          "An important notice gets buried under fifty replies. Announcements in Regu stand apart from " +
          "everyday chat, and read receipts show exactly who has read them and who has not.",
      },
      {
        title: "“Work and private life are in the same app”",
        body:
          "Staff keep personal chats on their own numbers. Work conversations happen in Regu, with groups " +
          "for each outlet, site or department.",
      },
      {
        title: "“A former employee still has our group history”",
        body:
          "Chats belong to the company's account, not a personal phone number. When someone leaves, their " +
          "access is removed and the conversations stay with the company.",
      },
    ],
  },
  steps: {
    title: "How chat works in Regu",
    lead: "Chat is ready as soon as your employees are imported. There is nothing extra to install.",
    items: [
      {
        title: "Import employees and create groups",
        body:
          "Chat uses the same employee list as attendance and leave. Create groups for each outlet, site " +
          "or department.",
      },
      {
        title: "Staff chat from the app they already use",
        body:
          "The chat sits next to clock-in, leave and tasks in the Regu app. Staff send messages, photos and " +
          "files one to one or in their groups.",
      },
      {
        title: "HR sends announcements",
        body:
          "Post a new roster, a policy change or a holiday notice to the whole company. It stays apart from " +
          "the chat, so it is not lost in replies.",
      },
      {
        title: "Check who has read it",
        body:
          "Read receipts list who has opened each announcement and who has not, so supervisors can follow " +
          "up with the right people.",
      },
    ],
  },
  details: {
    title: "What HR and IT check before choosing",
    lead: "The details buyers ask us about most when they move work chat off personal apps.",
    items: [
      {
        title: "1:1 and group chat",
        body:
          "Message one colleague or a whole group: an outlet, a warehouse shift or the finance team. Staff " +
          "find colleagues by name, without sharing personal phone numbers.",
      },
      {
        title: "Company announcements",
        body:
          "Announcements reach everyone in the company and stay separate from day-to-day chat, for rosters, " +
          "policy updates and public-holiday hours.",
      },
      {
        title: "Read receipts",
        body:
          "For every announcement, see who has read it and who has not, by name. No more asking the group " +
          "to reply with a thumbs-up.",
      },
      {
        title: "Photo and file sharing",
        body:
          "Send photos of a damaged delivery, a PDF of the new menu or a spreadsheet of stock counts, in a " +
          "chat or a group.",
      },
      {
        title: "Chats stay with the company",
        body:
          "Conversations live in the company's Regu account. When an employee leaves and their account is " +
          "closed, their access to every chat is removed.",
      },
      {
        title: "Security and hosting",
        body:
          "Data is encrypted at rest (AES-256) and in transit (TLS 1.2+), stored in Jakarta for Indonesian " +
          "customers and in Singapore for other markets, with daily backups kept for 30 days.",
      },
    ],
  },
  faq: [
    {
      question: "Which plan includes chat?",
      answer:
        "Chat is included in every plan, starting with Starter at IDR 15,000 per active user per month. " +
        "You can also try it in the 14-day free trial of Growth, with no credit card needed.",
    },
    {
      question: "Do staff need another app?",
      answer:
        "No. Chat is part of the Regu app that staff already use to clock in and request leave, on Android, " +
        "iPhone and Huawei phones.",
    },
    {
      question: "What happens to chats when someone leaves?",
      answer:
        "The chats stay in the company's account. Once the employee's account is closed, they can no longer " +
        "open any company chat or announcement.",
    },
    {
      question: "Can we see who has read an announcement?",
      answer:
        "Yes. Each announcement shows who has read it and who has not. Supervisors can then message the " +
        "people who have not read it directly.",
    },
  ],
  related: ["task", "time", "leave"],
  cta: {
    title: "Give your team one place to talk about work",
    lead:
      "Book a 30-minute demo with our team, or start the 14-day free trial of Growth today. No credit card " +
      "needed.",
  },
} satisfies FeaturePageContent;
