#!/usr/bin/env python3
"""The largest differences between the easings.net Penner equations (which Segue follows) and
tween.lua's, over 10 001 points: the table in docs/lua-api.md. Both written here from their
published equations.

    python3 Tests/references/penner_tween_differences.py
"""
import math
pi=math.pi
def en(name,x):
    # easings.net
    c1=1.70158; c2=c1*1.525; c3=c1+1; c4=2*pi/3; c5=2*pi/4.5
    if name=='inExpo': return 0 if x==0 else 2**(10*x-10)
    if name=='outExpo': return 1 if x==1 else 1-2**(-10*x)
    if name=='inOutExpo':
        if x in (0,1): return x
        return 2**(20*x-10)/2 if x<0.5 else (2-2**(-20*x+10))/2
    if name=='inElastic':
        if x in (0,1): return x
        return -2**(10*x-10)*math.sin((x*10-10.75)*c4)
    if name=='outElastic':
        if x in (0,1): return x
        return 2**(-10*x)*math.sin((x*10-0.75)*c4)+1
    if name=='inOutElastic':
        if x in (0,1): return x
        return -(2**(20*x-10)*math.sin((20*x-11.125)*c5))/2 if x<0.5 else (2**(-20*x+10)*math.sin((20*x-11.125)*c5))/2+1
def tw(name,t):
    b,c,d=0,1,1
    if name=='inExpo': return b if t==0 else c*2**(10*(t/d-1))+b-c*0.001
    if name=='outExpo': return b+c if t==d else c*1.001*(-2**(-10*t/d)+1)+b
    if name=='inOutExpo':
        if t==0: return b
        if t==d: return b+c
        t=t/d*2
        if t<1: return c/2*2**(10*(t-1))+b-c*0.0005
        return c/2*1.0005*(-2**(-10*(t-1))+2)+b
    p=d*0.3; a=c; s=p/4
    if name=='inElastic':
        if t==0: return b
        t=t/d
        if t==1: return b+c
        t=t-1
        return -(a*2**(10*t)*math.sin((t*d-s)*(2*pi)/p))+b
    if name=='outElastic':
        if t==0: return b
        t=t/d
        if t==1: return b+c
        return a*2**(-10*t)*math.sin((t*d-s)*(2*pi)/p)+c+b
    if name=='inOutElastic':
        if t==0: return b
        t=t/d*2
        if t==2: return b+c
        t=t-1
        if t<0: return -0.5*(a*2**(10*t)*math.sin((t*d-s)*(2*pi)/p))+b
        return a*2**(-10*t)*math.sin((t*d-s)*(2*pi)/p)*0.5+c+b
for name in ['inExpo','outExpo','inOutExpo','inElastic','outElastic','inOutElastic']:
    worst=max((abs(en(name,i/10000)-tw(name,i/10000)),i/10000) for i in range(10001))
    print(name, "%.4g at %.4f"%worst)
def en_outin(fam,x):
    return en('out'+fam,2*x)/2 if x<0.5 else 0.5+en('in'+fam,2*x-1)/2
def tw_outin(fam,t):
    d=1
    if t<d/2: return tw('out'+fam,t*2)/2   # c/2 scales linearly (b=0)
    return 0.5+tw('in'+fam,t*2-d)/2
for fam in ['Expo','Elastic']:
    worst=max((abs(en_outin(fam,i/10000)-tw_outin(fam,i/10000)),i/10000) for i in range(10001))
    print('outIn'+fam, "%.4g at %.4f"%worst)
