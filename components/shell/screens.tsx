'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ScreenPath } from '@/lib/menu/routes';

// The screen of each portal route. The shell renders screens itself (not the page's
// children) so that it can keep the screens of open tabs alive while hidden: a page.tsx under
// app/(portal) only declares the route. Register a new screen here, loaded on demand.
export const SCREENS: Partial<Record<ScreenPath, ComponentType>> = {
  '/home': dynamic(() => import('@/components/home/HomeScreen').then((m) => m.HomeScreen)),
  '/notice': dynamic(() => import('@/components/notices/NoticeListScreen').then((m) => m.NoticeListScreen)),
  '/extensionOfficer': dynamic(() => import('@/components/network/PromoterScreen').then((m) => m.PromoterScreen)),
  '/inviteNode': dynamic(() => import('@/components/network/InviteChartScreen').then((m) => m.InviteChartScreen)),
  '/memberNode': dynamic(() => import('@/components/network/PlacementChartScreen').then((m) => m.PlacementChartScreen)),
  '/memberNode/register': dynamic(() => import('@/components/network/RegisterScreen').then((m) => m.RegisterScreen)),
  '/notice/info': dynamic(() => import('@/components/notices/NoticeDetailScreen').then((m) => m.NoticeDetailScreen)),
  '/capital/recharge': dynamic(() => import('@/components/funds/RechargeScreen').then((m) => m.RechargeScreen)),
  '/capital/rechargeRecord': dynamic(() => import('@/components/funds/RechargeRecordScreen').then((m) => m.RechargeRecordScreen)),
  '/capital/transfer': dynamic(() => import('@/components/funds/TransferScreen').then((m) => m.TransferScreen)),
  '/capital/transferRecord': dynamic(() => import('@/components/funds/TransferRecordScreen').then((m) => m.TransferRecordScreen)),
  '/capital/withdraw': dynamic(() => import('@/components/funds/WithdrawScreen').then((m) => m.WithdrawScreen)),
  '/capital/withdrawRecord': dynamic(() => import('@/components/funds/WithdrawRecordScreen').then((m) => m.WithdrawRecordScreen)),
  '/reports/integralRecord': dynamic(() => import('@/components/reports/SalaryRecordScreen').then((m) => m.SalaryRecordScreen)),
  '/reports/performance': dynamic(() => import('@/components/reports/PerformanceScreen').then((m) => m.PerformanceScreen)),
  '/reports/teamformance': dynamic(() => import('@/components/reports/TeamPerformanceScreen').then((m) => m.TeamPerformanceScreen)),
  '/reports/teamformanceInfo': dynamic(() => import('@/components/reports/PerformanceDetailScreen').then((m) => m.PerformanceDetailScreen)),
  '/my/bankCardList': dynamic(() => import('@/components/funds/BankCardListScreen').then((m) => m.BankCardListScreen)),
  '/my/editBankCard': dynamic(() => import('@/components/funds/BankCardEditScreen').then((m) => m.BankCardEditScreen)),
  '/my/bankCardListSelect': dynamic(() => import('@/components/funds/BankCardSelectScreen').then((m) => m.BankCardSelectScreen)),
  '/memberProduct/memberUpLevel': dynamic(() => import('@/components/products/LevelUpScreen').then((m) => m.LevelUpScreen)),
  '/memberProduct/chargeback': dynamic(() => import('@/components/products/ChargebackScreen').then((m) => m.ChargebackScreen)),
  '/memberProduct/chargebackRecord': dynamic(() => import('@/components/products/ChargebackRecordScreen').then((m) => m.ChargebackRecordScreen)),
  '/reports/registerMember': dynamic(() => import('@/components/products/RegisterMemberScreen').then((m) => m.RegisterMemberScreen)),
  '/reports/waitMember': dynamic(() => import('@/components/products/WaitMemberScreen').then((m) => m.WaitMemberScreen)),
  '/my': dynamic(() => import('@/components/profile/MyScreen').then((m) => m.MyScreen)),
  '/my/editInfo': dynamic(() => import('@/components/profile/EditInfoScreen').then((m) => m.EditInfoScreen)),
  '/my/editPhone': dynamic(() => import('@/components/profile/BindContactScreen').then((m) => m.EditPhoneScreen)),
  '/my/editEmail': dynamic(() => import('@/components/profile/BindContactScreen').then((m) => m.EditEmailScreen)),
  '/my/editPass': dynamic(() => import('@/components/profile/EditPassScreen').then((m) => m.EditPassScreen)),
  '/validateTelEmail': dynamic(() => import('@/components/profile/ValidateChoiceScreen').then((m) => m.ValidateChoiceScreen)),
  '/validateTelEmail/validate': dynamic(() => import('@/components/profile/ValidateCodeScreen').then((m) => m.ValidateCodeScreen)),
};
