'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ScreenPath } from '@/lib/menu/routes';

// The screen of each portal route. The shell renders screens itself (not the page's
// children) so that it can keep the screens of open tabs alive while hidden: a page.tsx under
// app/(portal) only declares the route. Register a new screen here, loaded on demand.
export const SCREENS: Partial<Record<ScreenPath, ComponentType>> = {
  '/home': dynamic(() => import('@/components/home/HomeScreen').then((m) => m.HomeScreen)),
  '/notice': dynamic(() => import('@/components/notice/NoticeScreen').then((m) => m.NoticeScreen)),
  '/extensionOfficer': dynamic(() => import('@/components/network/ExtensionOfficerScreen').then((m) => m.ExtensionOfficerScreen)),
  '/inviteNode': dynamic(() => import('@/components/network/InviteNodeScreen').then((m) => m.InviteNodeScreen)),
  '/memberNode': dynamic(() => import('@/components/network/MemberNodeScreen').then((m) => m.MemberNodeScreen)),
  '/memberNode/register': dynamic(() => import('@/components/network/RegisterScreen').then((m) => m.RegisterScreen)),
  '/notice/info': dynamic(() => import('@/components/notice/NoticeInfoScreen').then((m) => m.NoticeInfoScreen)),
  '/capital/recharge': dynamic(() => import('@/components/capital/RechargeScreen').then((m) => m.RechargeScreen)),
  '/capital/rechargeRecord': dynamic(() => import('@/components/capital/RechargeRecordScreen').then((m) => m.RechargeRecordScreen)),
  '/capital/transfer': dynamic(() => import('@/components/capital/TransferScreen').then((m) => m.TransferScreen)),
  '/capital/transferRecord': dynamic(() => import('@/components/capital/TransferRecordScreen').then((m) => m.TransferRecordScreen)),
  '/capital/withdraw': dynamic(() => import('@/components/capital/WithdrawScreen').then((m) => m.WithdrawScreen)),
  '/capital/withdrawRecord': dynamic(() => import('@/components/capital/WithdrawRecordScreen').then((m) => m.WithdrawRecordScreen)),
  '/reports/integralRecord': dynamic(() => import('@/components/reports/IntegralRecordScreen').then((m) => m.IntegralRecordScreen)),
  '/reports/performance': dynamic(() => import('@/components/reports/PerformanceScreen').then((m) => m.PerformanceScreen)),
  '/reports/teamformance': dynamic(() => import('@/components/reports/TeamformanceScreen').then((m) => m.TeamformanceScreen)),
  '/reports/teamformanceInfo': dynamic(() => import('@/components/reports/TeamformanceInfoScreen').then((m) => m.TeamformanceInfoScreen)),
  '/my/bankCardList': dynamic(() => import('@/components/my/BankCardListScreen').then((m) => m.BankCardListScreen)),
  '/my/editBankCard': dynamic(() => import('@/components/my/EditBankCardScreen').then((m) => m.EditBankCardScreen)),
  '/my/bankCardListSelect': dynamic(() => import('@/components/my/BankCardListSelectScreen').then((m) => m.BankCardListSelectScreen)),
  '/memberProduct/memberUpLevel': dynamic(() => import('@/components/memberProduct/MemberUpLevelScreen').then((m) => m.MemberUpLevelScreen)),
  '/memberProduct/chargeback': dynamic(() => import('@/components/memberProduct/ChargebackScreen').then((m) => m.ChargebackScreen)),
  '/memberProduct/chargebackRecord': dynamic(() => import('@/components/memberProduct/ChargebackRecordScreen').then((m) => m.ChargebackRecordScreen)),
  '/reports/registerMember': dynamic(() => import('@/components/reports/RegisterMemberScreen').then((m) => m.RegisterMemberScreen)),
  '/reports/waitMember': dynamic(() => import('@/components/reports/WaitMemberScreen').then((m) => m.WaitMemberScreen)),
  '/my': dynamic(() => import('@/components/my/MyScreen').then((m) => m.MyScreen)),
  '/my/editInfo': dynamic(() => import('@/components/my/EditInfoScreen').then((m) => m.EditInfoScreen)),
  '/my/editPhone': dynamic(() => import('@/components/my/BindContactScreen').then((m) => m.EditPhoneScreen)),
  '/my/editEmail': dynamic(() => import('@/components/my/BindContactScreen').then((m) => m.EditEmailScreen)),
  '/my/editPass': dynamic(() => import('@/components/my/EditPassScreen').then((m) => m.EditPassScreen)),
  '/validateTelEmail': dynamic(() => import('@/components/my/ValidateTelEmailScreen').then((m) => m.ValidateTelEmailScreen)),
  '/validateTelEmail/validate': dynamic(() => import('@/components/my/ValidateScreen').then((m) => m.ValidateScreen)),
};
