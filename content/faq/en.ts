import type { FaqContent } from "./types.ts";

export default {
  meta: {
    title: "Frequently asked questions | Regu",
    description:
      "Answers about Regu: plans and prices per active user, the 14-day free trial, where your data is " +
      "stored, going live in a week and the Android and iPhone app.",
  },
  hero: {
    title: "Frequently asked questions",
    lead:
      "Short, straight answers about what Regu does, what it costs, how we look after your data and how " +
      "your team gets started.",
  },
  groups: [
    {
      id: "product",
      title: "Product",
      items: [
        {
          id: "what-is-regu",
          question: "What is Regu?",
          answer: [
            "Regu is a mobile-first workforce management app for companies in Southeast Asia. Employees use " +
              "the app to clock in, request leave and overtime, submit expense claims, complete field tasks " +
              "and chat with their team. HR and admins manage everything from a web dashboard.",
            "On top of the app, Regu's own payroll team can run payroll for you, and the Business plan adds " +
              "project management. More than 1,200 companies use Regu, and 85,000 employees clock in with it " +
              "every day.",
          ],
        },
        {
          id: "which-countries-does-regu-support",
          question: "Which countries does Regu support?",
          answer: [
            "Regu works in Indonesia, Malaysia, the Philippines, Thailand and Singapore, and we have offices " +
              "in Jakarta, Kuala Lumpur, Makati, Bangkok and Singapore.",
            "Each country comes with its own public-holiday calendar, overtime rules and statutory payroll " +
              "items, so a company with staff in two or more countries can run them all from one account.",
          ],
        },
        {
          id: "how-does-regu-calculate-overtime",
          question: "How does Regu calculate overtime?",
          answer: [
            "Employees request overtime before they work it or record it afterwards, and their manager " +
              "approves it. Regu applies the rules of each country and your limits per day or week, and the " +
              "approved hours flow straight to payroll.",
            "The multipliers follow local law: in Indonesia, PP 35/2021 (1.5x for the first hour and 2x after " +
              "that on working days); in Malaysia, the Employment Act (1.5x on normal days, 2x on rest days, 3x " +
              "on public holidays); in the Philippines, +25% of the hourly rate on ordinary days and +30% on rest " +
              "days and special days; in Thailand, 1.5x on working days and 3x on holidays; in Singapore, 1.5x " +
              "for employees covered by the Employment Act.",
            "Overtime is included in the Growth plan and above.",
          ],
        },
        {
          id: "how-do-expense-claims-work",
          question: "How do expense claims work?",
          answer: [
            "The employee takes a photo of the receipt in the app. Regu reads the amount from the receipt so " +
              "it can be checked against what was typed, and applies the categories and limits you set for " +
              "each grade.",
            "The claim then goes through your approval chain, for example the manager first and then finance. " +
              "Approved claims are reimbursed through payroll or by bank transfer, and you can export them to " +
              "your accounting software. Claims are included in the Growth plan and above.",
          ],
        },
        {
          id: "what-do-payroll-services-include",
          question: "What do Regu's payroll services include?",
          answer: [
            "Our payroll team runs payroll for you using the attendance, overtime, leave and claims data " +
              "already in Regu. We calculate salaries, publish payslips in the app, prepare the bank transfer " +
              "file and send you monthly reports.",
            "We also handle the statutory items and filings of each country: BPJS Ketenagakerjaan, BPJS " +
              "Kesehatan and PPh 21 in Indonesia; EPF, SOCSO, EIS and PCB in Malaysia; SSS, PhilHealth, " +
              "Pag-IBIG and withholding tax in the Philippines; the Social Security Fund and withholding tax " +
              "(PND 1) in Thailand; CPF, SDL and IR8A in Singapore.",
            "Payroll services come with the Enterprise plan and are quoted by our sales team, from IDR 25,000 " +
              "per employee per payroll run.",
          ],
        },
        {
          id: "does-regu-integrate-with-other-systems",
          question: "Does Regu integrate with our other systems?",
          answer: [
            "On every plan you can import employees from Excel and export your attendance recap to Excel or " +
              "send it to payroll. Approved claims can be exported to your accounting software.",
            "The Business plan and above add a REST API and webhooks, so your own systems can read Regu data " +
              "and react to events, and single sign-on with Google Workspace or Microsoft Entra ID.",
          ],
        },
      ],
    },
    {
      id: "pricing",
      title: "Pricing and billing",
      items: [
        {
          id: "how-much-does-regu-cost",
          question: "How much does Regu cost?",
          answer: [
            "You pay per active user per month. Starter costs IDR 15,000 (MYR 4, PHP 50, THB 30, SGD 1.50) and " +
              "covers attendance, leave and chat for up to 50 users. Growth costs IDR 29,000 (MYR 8, PHP 99, " +
              "THB 59, SGD 3) and adds overtime, claims, tasks, shifts and reports. Business costs IDR 45,000 " +
              "(MYR 12, PHP 150, THB 89, SGD 4.50) and adds project management, the API, SSO and priority " +
              "support.",
            "For custom limits, payroll services and a dedicated manager, the Enterprise plan is quoted by our " +
              "sales team.",
          ],
        },
        {
          id: "what-is-an-active-user",
          question: "What is an active user?",
          answer: [
            "An active user is an employee whose Regu account is active during the month. You only pay for the " +
              "accounts that are active, not for every employee you have ever added.",
            "When someone leaves, deactivate their account: they still count for the month in which they were " +
              "active, and no longer from the month after.",
          ],
        },
        {
          id: "is-there-a-minimum-number-of-users",
          question: "Is there a minimum number of users?",
          answer: [
            "Yes. Every paid plan has a minimum of 5 users, so a team of 3 pays for 5. Starter goes up to 50 " +
              "users; Growth and Business have no upper limit, and Enterprise limits are set with our sales team.",
          ],
        },
        {
          id: "can-i-try-regu-for-free",
          question: "Can I try Regu for free?",
          answer: [
            "Yes. Register for a 14-day free trial of the Growth plan, with no credit card needed. You get " +
              "attendance, leave, chat, overtime, claims, tasks, shifts and reports, so you can test Regu with " +
              "a real team.",
            "When the trial ends, choose the plan that fits your team and pick a payment method.",
          ],
        },
        {
          id: "is-annual-billing-cheaper",
          question: "Is annual billing cheaper?",
          answer: [
            "Yes. With annual billing you get 2 months free: you pay for 10 months and use Regu for 12. For " +
              "example, 20 users on Growth cost IDR 580,000 a month before tax on monthly billing, or IDR 5,800,000 for a " +
              "full year on annual billing instead of IDR 6,960,000.",
          ],
        },
        {
          id: "how-can-we-pay",
          question: "How can we pay, and are taxes included?",
          answer: [
            "You can pay by bank transfer, virtual account or credit card. Invoices are issued in your local " +
              "currency.",
            "Prices on the site exclude taxes. VAT, PPN, SST or GST is added on the invoice according to your " +
              "country.",
          ],
        },
        {
          id: "can-we-change-plan-or-cancel",
          question: "Can we change plan or cancel?",
          answer: [
            "You can change your plan or your number of users at any time. When you upgrade, you only pay the " +
              "difference for the rest of the billing period.",
            "Monthly plans can be canceled at the end of the month. Before you go, you can export all your data.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security and data",
      items: [
        {
          id: "where-is-our-data-stored",
          question: "Where is our data stored?",
          answer: [
            "Data of Indonesian customers is hosted in data centers in Jakarta. Data of customers in Malaysia, " +
              "the Philippines, Thailand and Singapore is hosted in Singapore.",
          ],
        },
        {
          id: "how-does-regu-protect-our-data",
          question: "How does Regu protect our data?",
          answer: [
            "Your data is encrypted at rest with AES-256 and in transit with TLS 1.2 or later, between the " +
              "app, the dashboard and our servers.",
            "Our security controls are aligned with ISO/IEC 27001, the international standard for managing " +
              "information security.",
          ],
        },
        {
          id: "do-you-back-up-our-data",
          question: "Do you back up our data?",
          answer: [
            "Yes. We back up all data every day and keep each backup for 30 days, so we can restore your data " +
              "if something goes wrong.",
          ],
        },
        {
          id: "who-can-see-employee-data",
          question: "Who can see our employees' data?",
          answer: [
            "Access is based on roles, so each admin, HR user, manager and employee sees only what their role " +
              "allows. Employees see their own attendance and leave balance; managers see their own team.",
            "An audit log records who changed what and when, so HR can check any change to attendance, leave " +
              "or settings.",
          ],
        },
        {
          id: "who-owns-our-data",
          question: "Who owns our data, and what happens if we leave?",
          answer: [
            "Your company owns its data. You can export it at any time, on any plan, without asking us.",
            "When a subscription ends, we delete your data 90 days later. If you want it deleted sooner, tell " +
              "us and we will do it earlier.",
          ],
        },
        {
          id: "what-happens-to-chats-when-employees-leave",
          question: "What happens to chats when an employee leaves?",
          answer: [
            "Chats, photos and shared files belong to your company's account, not to the employee. When an " +
              "employee leaves, they are removed from the company's chats and no longer see its conversations.",
          ],
        },
      ],
    },
    {
      id: "implementation",
      title: "Implementation",
      items: [
        {
          id: "how-long-does-implementation-take",
          question: "How long does it take to get started?",
          answer: [
            "Most companies go live within a week. With our onboarding team you import your employees from a " +
              "spreadsheet and set up shifts, sites and leave policies.",
            "Your staff then install the app, which takes about two minutes per phone, and managers start " +
              "approving requests from their own phones.",
          ],
        },
        {
          id: "how-do-we-import-employee-data",
          question: "How do we import our employee data?",
          answer: [
            "Upload your employee list from an Excel spreadsheet in the web dashboard. There is no need to type " +
              "each person in by hand, and our onboarding team checks the import with you.",
            "Once the list is in, staff install the app and can clock in on their first day.",
          ],
        },
        {
          id: "is-training-included",
          question: "Is onboarding or training included?",
          answer: [
            "Yes. Every new customer gets a free onboarding session with our team to set up the account and " +
              "show HR and managers how Regu works.",
            "After that, the user guide on our site explains each feature step by step.",
          ],
        },
        {
          id: "can-regu-handle-our-shifts-and-sites",
          question: "Can Regu handle our shifts, sites and leave policies?",
          answer: [
            "Yes. You can build shifts and rosters, including night shifts and rotating shifts, and give each " +
              "site its own geofence with a radius you choose, for example 100 m.",
            "Leave policies can differ per company, grade and country: annual, sick leave with a doctor's note " +
              "upload, maternity and paternity, unpaid and your own custom types, with accrual and carry-over " +
              "rules.",
          ],
        },
        {
          id: "how-do-we-contact-support",
          question: "How do we contact support?",
          answer: [
            "Reach us on WhatsApp, by email at support@regu.example or through the chat in the app, Monday to " +
              "Friday from 08:00 to 18:00 local time.",
            "Business customers get priority support, and Enterprise customers have a dedicated manager.",
          ],
        },
      ],
    },
    {
      id: "mobile",
      title: "Mobile app",
      items: [
        {
          id: "which-phones-does-regu-support",
          question: "Which phones does the Regu app support?",
          answer: [
            "The app runs on Android 8 and later and on iPhone with iOS 15 and later. Download it from Google " +
              "Play, the App Store or, for Huawei phones, AppGallery.",
            "HR and admins also use the web dashboard in a browser.",
          ],
        },
        {
          id: "can-staff-clock-in-offline",
          question: "Can staff clock in without an internet connection?",
          answer: [
            "Yes. If there is no signal, the clock-in is stored on the phone with a trusted time stamp, and it " +
              "syncs as soon as the phone is back online. The trusted time stamp keeps the real time of the " +
              "clock-in, even if the phone's own clock is wrong.",
          ],
        },
        {
          id: "how-does-regu-stop-fake-gps",
          question: "How does Regu stop fake GPS and buddy clock-ins?",
          answer: [
            "The app detects fake GPS and mock-location apps, and staff can only clock in inside the geofence " +
              "of their site.",
            "Every clock-in also includes a selfie that is matched against the employee's face, so one person " +
              "cannot clock in for a colleague.",
          ],
        },
        {
          id: "what-if-staff-have-no-smartphone",
          question: "What if some staff don't have a smartphone?",
          answer: [
            "Set up a shared phone or tablet at the site as a kiosk, and staff clock in there with a QR code. " +
              "Their attendance lands in the same recap as everyone else's.",
          ],
        },
        {
          id: "can-managers-approve-from-their-phone",
          question: "Can managers approve requests from their phone?",
          answer: [
            "Yes. Leave, overtime and claim requests arrive in the manager's app, and approving one takes two " +
              "taps. If you use several approval levels, the request moves to the next approver automatically.",
            "Managers also see a team calendar with who is away, and the late, early and absent flags of their " +
              "team.",
          ],
        },
      ],
    },
  ],
  contact: {
    title: "Still have a question?",
    lead:
      "Message us on WhatsApp, send us an email or talk to our sales team, and we will help you find the " +
      "right setup for your team.",
  },
} satisfies FaqContent;
